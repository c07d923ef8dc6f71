// Hydrates the server markup of every entry in jsdom with hydrateRoot and fails on any
// hydration warning or recoverable error. Usage: node harness/hydrate.mjs <ssr-esm.json>
import { readFileSync } from 'node:fs';

import { captureConsole, installJsdom } from './jsdom-env.mjs';
import { summarize } from './messages.mjs';

const ssr = JSON.parse(readFileSync(process.argv[2], 'utf8'));
installJsdom();

const React = await import('react');
const { hydrateRoot } = await import('react-dom/client');
const { renderToString } = await import('react-dom/server');
const { uiCases, headlessCases } = await import('../out/esm/cases.js');
const act = React.act;
const tables = { '@carrello/ui': uiCases, '@carrello/ui/headless': headlessCases };

let failed = 0;
let hydrated = 0;
for (const result of ssr.results) {
  if (result.errors.length > 0) continue;
  const entry = tables[result.package][result.name];
  // The first render in a browser must equal the server's: the same tree rendered with window and
  // document defined catches render-time browser branches even where React 18 prints its
  // attribute-mismatch warning only once per process.
  // (React 18 warns here about the browser's layout effects, which the server renderer skips.)
  let browserHtml = '';
  await captureConsole(() => {
    try {
      browserHtml = renderToString(entry.render());
    } catch (error) {
      browserHtml = `threw ${error?.message ?? error}`;
    }
  });
  if (browserHtml !== result.html) {
    failed += 1;
    let at = 0;
    while (at < browserHtml.length && browserHtml[at] === result.html[at]) at += 1;
    console.log(
      `  FAIL ${result.package} ${result.name}: its markup differs with window and document defined:` +
        `\n        server:  …${result.html.slice(Math.max(0, at - 60), at + 80)}` +
        `\n        browser: …${browserHtml.slice(Math.max(0, at - 60), at + 80)}`,
    );
  }
  for (const [how, html] of [
    ['renderToString', result.html],
    ['renderToPipeableStream', result.streamHtml],
  ]) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root;
    const messages = await captureConsole(async (log) => {
      try {
        await act(async () => {
          root = hydrateRoot(container, entry.render(), {
            onRecoverableError: (error, info) =>
              log.push(
                `recoverable error: ${String(error?.message ?? error).split('\n')[0]}` +
                  `${(info?.componentStack ?? '').split('\n').slice(0, 4).join('\n          ')}`,
              ),
          });
        });
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      } catch (error) {
        log.push(`threw ${error?.name ?? 'Error'}: ${error?.message ?? error}`);
      }
      try {
        await act(async () => root?.unmount());
      } catch (error) {
        log.push(`unmount threw ${error?.message ?? error}`);
      }
    });
    container.remove();
    document.body.innerHTML = '';
    if (messages.length > 0) {
      failed += 1;
      console.log(
        `  FAIL ${result.package} ${result.name} (${how}): ${summarize(messages).join('\n        ')}`,
      );
    } else hydrated += 1;
  }
}
console.log(
  `  ${hydrated} hydrations without a warning (${ssr.results.length} components × 2 markups, React ${React.version}, jsdom);` +
    ` the same markup when rendered with window and document defined`,
);
process.exit(failed > 0 ? 1 : 0);
