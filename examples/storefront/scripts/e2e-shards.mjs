#!/usr/bin/env node
// Runs the end-to-end suite as N Playwright shards side by side (CARRELLO_E2E_SHARDS, 2 by
// default), each with its own reference server, data folder, saved sessions and results folder,
// so that no shard sees another's carts or orders. The suite itself stays serial inside a shard
// (playwright.config.ts): its tests share one server. Extra arguments go to every shard, e.g.
// `pnpm test:e2e -- e2e/cart.spec.ts`. Exits non-zero when any shard fails.
//
// The whole suite is shared out by time: each spec file goes, longest first, to the shard with
// the fewest seconds so far, after e2e/durations.json (scripts/e2e-durations.mjs writes it from a
// run's log); a file not in it counts as an average one. Playwright's own `--shard` splits by
// count of tests, which left one shard minutes behind the other. With spec files named on the
// command line the shards split them with `--shard`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { eachLine } from '../../../scripts/processes.mjs';

const storefrontDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number(process.env.CARRELLO_E2E_SHARDS ?? 2));
const args = process.argv.slice(2).filter((arg) => arg !== '--');

// Every shard serves the same build: make it once here rather than race to make it in each.
const dist = resolve(storefrontDir, process.env.CARRELLO_E2E_DIST ?? 'dist');
if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'server'))) {
  const builds = [
    { args: ['--outDir', dist, '--emptyOutDir'], env: process.env },
    {
      args: ['--config', 'vite.server.config.ts'],
      env: { ...process.env, CARRELLO_SSR_OUT_DIR: join(dist, 'server') },
    },
  ];
  for (const build of builds) {
    const run = spawnSync('pnpm', ['exec', 'vite', 'build', ...build.args], {
      cwd: storefrontDir,
      stdio: 'inherit',
      env: build.env,
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

/** The spec files of each shard, shared out by their recorded time; null to use `--shard`. */
function shareByTime() {
  const named = args.some((arg) => !arg.startsWith('-') && /\.spec\.ts|^e2e\b/.test(arg));
  if (shards === 1 || named) return null;
  const recorded = JSON.parse(readFileSync(join(storefrontDir, 'e2e/durations.json'), 'utf8'));
  const times = Object.values(recorded);
  const average = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  const files = readdirSync(join(storefrontDir, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`)
    .map((file) => ({ file, seconds: recorded[file] ?? average }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const buckets = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const { file, seconds } of files) {
    const lightest = buckets.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return buckets;
}
const shares = shareByTime();

/** Every line each shard printed, to repeat a failed shard's failures once all shards end. */
const logs = new Map();

function runShard(index) {
  const label = `[e2e ${index}/${shards}]`;
  const log = [];
  logs.set(index, log);
  const child = spawn(
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      ...(shares ? shares[index - 1].files : [`--shard=${index}/${shards}`]),
      '--output',
      `test-results/shard-${index}`,
      ...args,
    ],
    {
      cwd: storefrontDir,
      env: { ...process.env, CARRELLO_E2E_SHARD: String(index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Whole lines with the shard's label, so that the two logs stay readable when interleaved.
  for (const stream of [child.stdout, child.stderr]) {
    eachLine(stream, (line) => {
      log.push(line);
      process.stdout.write(`${label} ${line}\n`);
    });
  }
  return new Promise((done) => child.on('close', (code) => done({ index, code: code ?? 1 })));
}

if (shares)
  shares.forEach(({ seconds, files }, i) =>
    console.log(
      `e2e shard ${i + 1}/${shards}: ${files.length} spec files, ${(seconds / 60).toFixed(1)} min recorded`,
    ),
  );
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = results.filter((result) => result.code !== 0);
// A CI log is read from its end, where the last shard to finish would otherwise bury the failures
// of another: repeat the failure report of each failed shard (Playwright's list reporter prints it
// from "  1) [chromium] › …" on) after every shard has ended.
for (const { index } of failed) {
  const log = logs.get(index) ?? [];
  const start = log.findIndex((line) => /^\s+1\) \[/.test(line));
  const report = start === -1 ? log.slice(-60) : log.slice(start);
  console.log(`\n== e2e shard ${index}/${shards}: what failed`);
  for (const line of report.slice(0, 400)) console.log(line);
}
// A test that passed on its retry, in a shard that passed: its first failure and its name, for
// a log read from its end (a failed shard's report above holds them already).
for (const { index, code } of results) {
  const log = logs.get(index) ?? [];
  const flaky = log.findIndex((line) => /^\s+\d+ flaky$/.test(line));
  if (code !== 0 || flaky === -1) continue;
  const failure = log.findIndex((line) => /^\s+1\) \[/.test(line));
  const start = failure !== -1 && failure < flaky ? failure : flaky;
  const end = log.findIndex((line, at) => at > flaky && /^\s+\d+ passed \(/.test(line));
  console.log(`\n== e2e shard ${index}/${shards}: flaky (passed on retry; a defect to fix)`);
  for (const line of log.slice(start, end === -1 ? flaky + 20 : end).slice(0, 400))
    console.log(line);
}
for (const { index, code } of results)
  console.log(`e2e shard ${index}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
process.exit(failed.length > 0 ? 1 : 0);
