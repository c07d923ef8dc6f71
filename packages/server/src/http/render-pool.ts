import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import type {
  RenderEntry,
  RenderWorkerData,
  ToMain,
  ToWorker,
  WireError,
  WireHeaders,
} from './render-protocol';

/** What a render is given besides its request (the entry's options, less what a thread holds). */
export type RenderOptions = Omit<Parameters<RenderEntry['renderPage']>[1], 'template' | 'fetch'>;

/** Threads that render the storefront's pages, closed with {@link RenderPool.close}. */
interface RenderPool {
  /** The page, as the entry's `renderPage` answers it; rejects when its thread stopped. */
  render(request: Request, options: RenderOptions): Promise<Response>;
  close(): Promise<void>;
}

/** What {@link startRenderPool} needs. */
interface RenderPoolOptions {
  /** The storefront's server entry (`dist/server/entry-server.js`). */
  entryPath: string;
  /** The build's `index.html`. */
  template: string;
  /** How many threads; at least one. */
  threads: number;
  /** Answers the threads' API calls (the app's `inject`). */
  fetch: typeof fetch;
  /** Told when a thread stopped unasked; another takes its place. */
  onExit?: (error: Error) => void;
}

/**
 * Starts a render thread: the build's `render-worker.js` beside the server's bundle, or, when the
 * server runs from its sources (tests, `pnpm dev`), the TypeScript file imported through tsx's
 * `tsImport` (a thread does not inherit the main thread's loader).
 */
function startWorker(workerData: RenderWorkerData): Worker {
  const built = new URL('./render-worker.js', import.meta.url);
  if (existsSync(built)) return new Worker(built, { workerData });
  const source = new URL('./render-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { eval: true, workerData });
}

function toError(wire: WireError): Error {
  const error = new Error(wire.message);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

function wireHeaders(headers: Headers): WireHeaders {
  const pairs: WireHeaders = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

/** FNV-1a of an address: the same page always goes to the same thread, and to its caches. */
function threadOf(url: string, threads: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < url.length; index++) {
    hash ^= url.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % threads;
}

interface Pending {
  done: (page: Response) => void;
  fail: (error: Error) => void;
  onError: ((error: unknown) => void) | undefined;
}

/** One thread and the renders it has not answered yet. */
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Starts `threads` render threads, each with its own copy of the storefront's entry, and resolves
 * once every one has loaded it (a broken build rejects, and the server does not start). A page
 * goes to the thread its address hashes to, so the entry's shared caches (pages and API answers
 * reused for a few seconds) work as they do in one thread. The renders' API calls come back here
 * and are answered by `fetch`; bodies cross as transferred buffers.
 */
export async function startRenderPool(options: RenderPoolOptions): Promise<RenderPool> {
  const workerData: RenderWorkerData = {
    entryUrl: pathToFileURL(options.entryPath).href,
    template: options.template,
  };
  let closing = false;
  let lastRender = 0;

  async function answerFetch(worker: Worker, call: Extract<ToMain, { kind: 'fetch' }>) {
    let message: ToWorker;
    const transfer: ArrayBuffer[] = [];
    try {
      const answer = await options.fetch(call.url, {
        method: call.method,
        headers: call.headers,
        ...(call.body ? { body: call.body } : {}),
      });
      const body = answer.body ? await answer.arrayBuffer() : null;
      if (body) transfer.push(body);
      message = {
        kind: 'fetch-answer',
        id: call.id,
        status: answer.status,
        headers: wireHeaders(answer.headers),
        body,
      };
    } catch (error) {
      message = { kind: 'fetch-failed', id: call.id, message: String(error) };
    }
    worker.postMessage(message, transfer);
  }

  function spawn(ready?: { done: () => void; fail: (error: Error) => void }): Thread {
    const worker = startWorker(workerData);
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: ToMain) => {
      switch (message.kind) {
        case 'ready':
          ready?.done();
          return;
        case 'load-failed':
          ready?.fail(toError(message.error));
          return;
        case 'fetch':
          void answerFetch(worker, message);
          return;
        case 'render-error':
          thread.pending.get(message.id)?.onError?.(toError(message.error));
          return;
        case 'page':
        case 'failed': {
          const render = thread.pending.get(message.id);
          if (!render) return;
          thread.pending.delete(message.id);
          if (message.kind === 'failed') render.fail(toError(message.error));
          else
            render.done(
              new Response(message.body, {
                status: message.status,
                headers: new Headers(message.headers),
              }),
            );
          return;
        }
      }
    });
    let stopped: Error = new Error('A render thread stopped.');
    worker.on('error', (error) => {
      stopped = error;
    });
    worker.on('exit', (code) => {
      if (code !== 0 && stopped.message === 'A render thread stopped.')
        stopped = new Error(`A render thread stopped with exit code ${code}.`);
      ready?.fail(stopped);
      for (const render of thread.pending.values()) render.fail(stopped);
      thread.pending.clear();
      if (closing) return;
      options.onExit?.(stopped);
      threads[threads.indexOf(thread)] = spawn();
    });
    return thread;
  }

  const threads: Thread[] = [];
  const started: Promise<void>[] = [];
  for (let index = 0; index < Math.max(1, options.threads); index++) {
    started.push(
      new Promise((done, fail) => {
        threads.push(spawn({ done, fail }));
      }),
    );
  }
  const close = async () => {
    closing = true;
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  };
  try {
    await Promise.all(started);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    render(request, renderOptions) {
      const url = new URL(request.url);
      const thread = threads[threadOf(url.pathname + url.search, threads.length)];
      if (!thread || closing) return Promise.reject(new Error('The render threads are closed.'));
      const id = ++lastRender;
      const { onError, ...rest } = renderOptions;
      return new Promise<Response>((done, fail) => {
        thread.pending.set(id, { done, fail, onError });
        const message: ToWorker = {
          kind: 'render',
          id,
          url: request.url,
          method: request.method,
          headers: wireHeaders(request.headers),
          apiOrigin: rest.apiOrigin,
          ...(rest.nonce === undefined ? {} : { nonce: rest.nonce }),
          ...(rest.catalogueVersion === undefined
            ? {}
            : { catalogueVersion: rest.catalogueVersion }),
        };
        thread.worker.postMessage(message);
      });
    },
    close,
  };
}
