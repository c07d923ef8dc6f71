// The messages between the main thread and its render threads (the server's README, "Render threads"). Types
// only: the worker imports nothing of the app.

/** The storefront's server entry (`examples/storefront/src/server/entry-server.tsx`), built. */
export interface RenderEntry {
  renderPage(
    request: Request,
    options: {
      template: string;
      apiOrigin: string;
      fetch?: typeof fetch;
      nonce?: string;
      catalogueVersion?: string;
      onError?: (error: unknown) => void;
    },
  ): Promise<Response>;
}

/** Headers as name and value pairs (a `Headers` does not cross threads). */
export type WireHeaders = [string, string][];

/** An error as it crosses threads. */
export interface WireError {
  message: string;
  stack?: string;
}

/** What each render thread starts with. */
export interface RenderWorkerData {
  /** The entry's `file:` URL. */
  entryUrl: string;
  /** The build's `index.html`. */
  template: string;
}

/** A fetch answer, or why it has none. */
export type FetchAnswer =
  | {
      kind: 'fetch-answer';
      id: number;
      status: number;
      headers: WireHeaders;
      body: ArrayBuffer | null;
    }
  | { kind: 'fetch-failed'; id: number; message: string };

/** From the main thread to a render thread. */
export type ToWorker =
  | {
      kind: 'render';
      id: number;
      url: string;
      method: string;
      headers: WireHeaders;
      apiOrigin: string;
      nonce?: string;
      catalogueVersion?: string;
    }
  | FetchAnswer;

/** From a render thread to the main thread. */
export type ToMain =
  | { kind: 'ready' }
  | { kind: 'load-failed'; error: WireError }
  | { kind: 'page'; id: number; status: number; headers: WireHeaders; body: ArrayBuffer | null }
  | { kind: 'failed'; id: number; error: WireError }
  | { kind: 'render-error'; id: number; error: WireError }
  | {
      kind: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: WireHeaders;
      body: ArrayBuffer | null;
    };
