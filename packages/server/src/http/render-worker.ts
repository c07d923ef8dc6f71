// A render thread (the server's README, "Render threads"): imports the storefront's server entry and renders the
// pages the main thread sends it. Its API calls go back to the main thread, which answers them
// through the app's `inject`; the page comes back as bytes, moved rather than copied.
import { parentPort, workerData } from 'node:worker_threads';

import type {
  FetchAnswer,
  RenderEntry,
  RenderWorkerData,
  ToMain,
  ToWorker,
  WireHeaders,
} from './render-protocol';

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
const { entryUrl, template } = workerData as RenderWorkerData;

function send(message: ToMain, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function wireHeaders(headers: Headers): WireHeaders {
  const pairs: WireHeaders = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: String(error) };
}

/** The answers to this thread's API calls still on their way back. */
const calls = new Map<number, { done: (answer: Response) => void; fail: (error: Error) => void }>();
let lastCall = 0;

/** A `fetch` answered by the main thread (its `inject`), for the loaders of every render here. */
const fetchFromMain: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const id = ++lastCall;
  const answer = new Promise<Response>((done, fail) => calls.set(id, { done, fail }));
  send(
    {
      kind: 'fetch',
      id,
      url: request.url,
      method: request.method,
      headers: wireHeaders(request.headers),
      body,
    },
    body ? [body] : [],
  );
  return answer;
};

function answered(message: FetchAnswer): void {
  const call = calls.get(message.id);
  if (!call) return;
  calls.delete(message.id);
  if (message.kind === 'fetch-failed') {
    call.fail(new Error(message.message));
    return;
  }
  call.done(
    new Response(message.body, { status: message.status, headers: new Headers(message.headers) }),
  );
}

const entry = import(entryUrl) as Promise<RenderEntry>;

async function render(message: Extract<ToWorker, { kind: 'render' }>): Promise<void> {
  try {
    const page = await (
      await entry
    ).renderPage(
      new Request(message.url, { method: message.method, headers: new Headers(message.headers) }),
      {
        template,
        apiOrigin: message.apiOrigin,
        fetch: fetchFromMain,
        ...(message.nonce === undefined ? {} : { nonce: message.nonce }),
        ...(message.catalogueVersion === undefined
          ? {}
          : { catalogueVersion: message.catalogueVersion }),
        onError: (error) => send({ kind: 'render-error', id: message.id, error: describe(error) }),
      },
    );
    const body = page.body ? await page.arrayBuffer() : null;
    send(
      {
        kind: 'page',
        id: message.id,
        status: page.status,
        headers: wireHeaders(page.headers),
        body,
      },
      body ? [body] : [],
    );
  } catch (error) {
    send({ kind: 'failed', id: message.id, error: describe(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'render') void render(message);
  else answered(message);
});

// The main thread waits for every thread's entry before it listens: a broken build stops the
// start, as it does when pages render in the main thread.
entry.then(
  () => send({ kind: 'ready' }),
  (error: unknown) => send({ kind: 'load-failed', error: describe(error) }),
);
