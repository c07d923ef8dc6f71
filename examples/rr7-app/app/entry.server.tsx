import { PassThrough, Transform } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

// How long the server waits for the render before it gives up (React Router reads it too).
export const streamTimeout = 5_000;

/**
 * Writes `styles` right before the document's `</head>`: the rules of every styled component the
 * page rendered, so the HTML is styled before any script runs.
 */
function headInjector(styles: string): Transform {
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const end = pending.indexOf('</head>');
      if (end === -1) return callback();
      done = true;
      const html = pending.slice(0, end) + styles + pending.slice(end);
      pending = '';
      callback(null, html);
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}

/**
 * The server render of React Router's framework mode, with styled-components: the whole page is
 * rendered inside a `ServerStyleSheet` and sent once it is all ready (`onAllReady`, for bots and
 * browsers alike, so that every rule is collected), with the sheet's `<style>` tags in `<head>`. Without this entry the
 * server's HTML has no styles and the page flashes unstyled until the scripts run.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    const sheet = new ServerStyleSheet();
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        onAllReady() {
          const styles = sheet.getStyleTags();
          sheet.seal();
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: statusCode }));
          pipe(headInjector(styles)).pipe(body);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // The server's log: the shopper sees the root ErrorBoundary's Italian page.
          process.stderr.write(
            `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
          );
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
