#!/usr/bin/env node
// Runs size-limit in the current package (its `.size-limit.mjs`) and prints the budgets as a
// table; exits non-zero when one is exceeded (`pnpm bench:size`).
import { execFileSync } from 'node:child_process';

let output;
try {
  output = execFileSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' });
} catch (error) {
  // size-limit exits 1 when a budget is exceeded and still prints its JSON.
  output = error.stdout;
  if (!output?.trim().startsWith('[')) {
    process.stderr.write(error.stderr ?? String(error));
    process.exit(1);
  }
}
const results = JSON.parse(output);
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rows = results.map((result) => [
  result.name,
  kB(result.size),
  kB(result.sizeLimit),
  result.passed ? 'met' : 'EXCEEDED',
]);
const header = ['budget (gzip, without react, react-dom, styled-components)', 'size', 'limit', ''];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
if (results.some((result) => !result.passed)) {
  console.error('\nA budget is exceeded.');
  process.exit(1);
}
console.log('\nEvery budget is met.');
