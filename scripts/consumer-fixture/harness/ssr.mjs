// Server-renders every entry of the props table in plain Node (no window, no document), with
// renderToString and renderToPipeableStream inside styled-components' ServerStyleSheet.
// Usage: node harness/ssr.mjs esm|cjs <out.json>
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format } from 'node:util';
import { Writable } from 'node:stream';

import { coverageProblems } from './components.mjs';
import { summarize } from './messages.mjs';

const [variant, outFile] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const problems = [];

if (typeof window !== 'undefined' || typeof document !== 'undefined')
  throw new Error('The server render must run without window and document globals');

const load = (specifier) =>
  variant === 'cjs' ? Promise.resolve(require(specifier)) : import(specifier);

const React = await load('react');
const { renderToString, renderToPipeableStream } = await load('react-dom/server');
const { ServerStyleSheet } = await load('styled-components');
const ui = await load('@carrello/ui');
const headless = await load('@carrello/ui/headless');
const { uiCases, headlessCases } = await load(`../out/${variant}/cases.js`);

const styleText = (tags) =>
  [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('')
    .trim();

function renderStringWithStyles(element) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

function renderStreamWithStyles(element) {
  return new Promise((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    const errors = [];
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    let stream;
    const timer = setTimeout(() => {
      stream?.abort();
      reject(new Error('renderToPipeableStream did not finish within 10 s'));
    }, 10_000);
    sink.on('finish', () => {
      clearTimeout(timer);
      const css = sheet.getStyleTags();
      sheet.seal();
      if (errors.length > 0) reject(errors[0]);
      else resolve({ html, css });
    });
    stream = renderToPipeableStream(sheet.collectStyles(element), {
      onAllReady() {
        setImmediate(() => stream.pipe(sink));
      },
      onShellError(error) {
        clearTimeout(timer);
        sheet.seal();
        reject(error);
      },
      onError(error) {
        errors.push(error);
      },
    });
  });
}

const results = [];
for (const [label, mod, cases, styled] of [
  ['@carrello/ui', ui, uiCases, true],
  ['@carrello/ui/headless', headless, headlessCases, false],
]) {
  const coverage = coverageProblems(label, mod, cases);
  problems.push(...coverage.problems);
  for (const { name } of coverage.components) {
    const entry = cases[name];
    if (!entry) continue;
    const result = { package: label, name, errors: [], html: '', streamHtml: '', css: 0 };
    results.push(result);
    const logged = [];
    const { error: consoleError, warn: consoleWarn } = console;
    console.error = (...args) => logged.push(`console.error: ${format(...args)}`);
    console.warn = (...args) => logged.push(`console.warn: ${format(...args)}`);
    try {
      const rendered = renderStringWithStyles(entry.render());
      result.html = rendered.html;
      result.cssTags = rendered.css;
      result.css = styleText(rendered.css).length;
      const streamed = await renderStreamWithStyles(entry.render());
      result.streamHtml = streamed.html;
      result.streamCss = styleText(streamed.css).length;
    } catch (error) {
      result.errors.push(`threw ${error?.name ?? 'Error'}: ${error?.message ?? error}`);
    } finally {
      console.error = consoleError;
      console.warn = consoleWarn;
    }
    result.errors.push(...summarize(logged));
    if (result.errors.length === 0) {
      if (!entry.empty && result.html.trim() === '')
        result.errors.push('renderToString produced no markup');
      if (!entry.empty && result.streamHtml.trim() === '')
        result.errors.push('renderToPipeableStream produced no markup');
      if (styled && !entry.empty && !entry.noCss && (result.css === 0 || result.streamCss === 0))
        result.errors.push('no CSS collected by ServerStyleSheet');
    }
  }
}

writeFileSync(
  outFile,
  JSON.stringify({ variant, react: React.version, problems, results }, null, 2),
);
let failed = problems.length;
for (const problem of problems) console.log(`  FAIL ${problem}`);
for (const result of results) {
  if (result.errors.length === 0) continue;
  failed += 1;
  console.log(`  FAIL ${result.package} ${result.name}: ${result.errors.join('\n        ')}`);
}
const passed = results.filter((result) => result.errors.length === 0);
console.log(
  `  ${passed.length}/${results.length} components rendered (renderToString + renderToPipeableStream, React ${React.version}, ${variant.toUpperCase()})` +
    `; ${passed.filter((result) => result.css > 0).length} with collected CSS` +
    `; ${passed.filter((result) => result.html.trim() === '').length} empty by design`,
);
process.exit(failed > 0 ? 1 : 0);
