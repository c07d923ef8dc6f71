#!/usr/bin/env node
// Writes e2e/durations.json, the seconds each spec file of the end-to-end suite took, from the
// log of a run (Playwright's list reporter prints every test's time), for scripts/e2e-shards.mjs
// to share the files out by time. Refresh it when a spec file is added or grows a lot:
//   node scripts/e2e-durations.mjs < ci.log
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'durations.json');
const UNIT = { ms: 0.001, s: 1, m: 60 };

const seconds = {};
// "✓  12 [chromium] › e2e/cart.spec.ts:30:3 › … (4.2s)", with or without a shard's label and colours.
const line = /[✓✘].*?› (e2e\/[^:]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|m|s)\)\s*$/;
for (const text of stripVTControlCharacters(readFileSync(0, 'utf8')).split('\n')) {
  const match = line.exec(text);
  if (!match) continue;
  const [, file, value, unit] = match;
  seconds[file] = (seconds[file] ?? 0) + Number(value) * UNIT[unit];
}
const files = Object.keys(seconds).sort();
if (files.length === 0) throw new Error('No test times in that log: is it a list reporter log?');
const table = Object.fromEntries(files.map((file) => [file, Math.round(seconds[file] * 10) / 10]));
writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `${files.length} spec files, ${(Object.values(table).reduce((a, b) => a + b, 0) / 60).toFixed(1)} min in all → ${out}`,
);
