#!/usr/bin/env node
// Measures the budgets of the current package's `.size-limit.mjs` as an app would pay them and
// prints a table; exits non-zero when one is exceeded (`pnpm bench:size`). Each budget's import
// is bundled for production by Vite (Rolldown, minified, `process.env.NODE_ENV` "production"),
// with react, react-dom and styled-components external, from the package's built `dist`; the
// size is the gzip size of the entry chunk plus every chunk it imports statically (chunks the
// kit loads on demand are left out: they load only when used).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const cwd = process.cwd();
const manifest = (
  await import(pathToFileURL(path.join(cwd, 'package.json')), { with: { type: 'json' } })
).default;
const budgets = (await import(pathToFileURL(path.join(cwd, '.size-limit.mjs')))).default;
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/];

/** `{ '@carrello/ui': '/…/dist/index.js', '@carrello/ui/headless': … }` from the exports map. */
const entries = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object' && target.import)
  .map(([subpath, target]) => [
    path.posix.join(manifest.name, subpath),
    path.join(cwd, target.import.default ?? target.import),
  ]);

const parseLimit = (limit) => Number.parseFloat(limit) * (/kB/i.test(limit) ? 1000 : 1);
const work = path.join(cwd, 'node_modules', '.cache', 'size-table');
rmSync(work, { recursive: true, force: true });

const rows = [];
for (const [index, budget] of budgets.entries()) {
  const dir = path.join(work, String(index));
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, `export ${budget.import};\n`);
  const [result] = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    resolve: {
      alias: entries.map(([specifier, file]) => ({
        find: new RegExp(`^${specifier.replace(/[/@]/g, '\\$&')}$`),
        replacement: file,
      })),
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const chunks = new Map(
    result.output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const firstLoad = new Set();
  const visit = (name) => {
    if (firstLoad.has(name) || !chunks.has(name)) return;
    firstLoad.add(name);
    chunks.get(name).imports.forEach(visit);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName);
  const size = [...firstLoad].reduce(
    (sum, name) => sum + gzipSync(chunks.get(name).code).length,
    0,
  );
  const onDemand = [...chunks.keys()].filter((name) => !firstLoad.has(name));
  const onDemandSize = onDemand.reduce(
    (sum, name) => sum + gzipSync(chunks.get(name).code).length,
    0,
  );
  rows.push({ ...budget, size, onDemandSize, passed: size <= parseLimit(budget.limit) });
}
rmSync(work, { recursive: true, force: true });

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const table = rows.map((row) => [
  row.name,
  kB(row.size),
  row.onDemandSize ? `+${kB(row.onDemandSize)}` : '',
  row.limit,
  row.passed ? 'met' : 'EXCEEDED',
]);
const header = [
  'budget (gzip; react, react-dom, styled-components excluded)',
  'first load',
  'on demand',
  'limit',
  '',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
table.forEach((row) => console.log(line(row)));
if (rows.some((row) => !row.passed)) {
  console.error('\nA budget is exceeded.');
  process.exit(1);
}
console.log('\nEvery budget is met.');
