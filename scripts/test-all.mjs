#!/usr/bin/env node
// `pnpm test`: every check of the repository, in order, as CI runs it (.ci/run). A stage is a
// root package script, or a group of scripts that do not touch one another's files and run side
// by side (two at a time: the machines have two cores). Lines of a group carry their script's
// name. The run stops after the first stage that fails and always ends with a table of how long
// each script took, so that a slow stage is seen at once.
//
// Usage: node scripts/test-all.mjs [--from SCRIPT] [--only SCRIPT[,SCRIPT]]
//   --from   starts at the stage holding SCRIPT (after fixing a late failure)
//   --only   runs these scripts only, in the order of the stages
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { eachLine } from './processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The stages, in order. An array is a group run side by side, two at a time; an array inside a
 * group is a lane, whose scripts run one after another (a lane stops at its first failure).
 */
const STAGES = [
  'build',
  // docs:api (TypeDoc) reads the packages' sources, not their build.
  ['lint', 'typecheck', 'lint:api', 'check:docs', 'docs:api'],
  'test:unit',
  // The examples' end-to-end checks (Next.js, React Router), then the kit's React 19 leg (which
  // installs a copy of the workspace first), beside the package checks, which run one after
  // another (they pack and install the same packages) and wait mostly on npm and the local
  // registry: that lane leaves the other one a core.
  [
    ['test:e2e:examples', 'test:react19'],
    ['check:packages', 'check:release', 'check:size', 'check:release-rehearsal', 'check:consumer'],
  ],
  'test:visual',
  'test:e2e:storefront',
];
const PARALLEL = 2;

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const from = option('--from');
const only = option('--only')?.split(',');

let stages = STAGES.map((stage) => (Array.isArray(stage) ? stage : [stage]));
if (from) {
  const start = stages.findIndex((group) => group.flat().includes(from));
  if (start < 0) throw new Error(`No stage runs "${from}"`);
  stages = stages.slice(start);
}
if (only)
  stages = stages.map((group) =>
    group
      .map((item) => (Array.isArray(item) ? item.filter((name) => only.includes(name)) : item))
      .filter((item) => (Array.isArray(item) ? item.length > 0 : only.includes(item))),
  );
stages = stages.filter((group) => group.length > 0);
const title = (group) => group.map((item) => [item].flat().join(' → ')).join(' + ');

const timings = [];
/** Whether `build` passed earlier in this run. */
let builtThisRun = false;

function run(script, labelled) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('pnpm', ['run', script], {
      cwd: root,
      env: builtThisRun
        ? // The release rehearsal may publish this build rather than make it again.
          { ...process.env, CARRELLO_REHEARSAL_REUSE_BUILD: '1' }
        : process.env,
      stdio: labelled ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (labelled) {
      for (const stream of [child.stdout, child.stderr]) {
        eachLine(stream, (line) => process.stdout.write(`[${script}] ${line}\n`));
      }
    }
    child.on('close', (code) => {
      const result = { script, seconds: (Date.now() - started) / 1000, ok: code === 0 };
      timings.push(result);
      done(result);
    });
  });
}

async function runGroup(group) {
  const queue = [...group];
  const labelled = group.flat().length > 1;
  const results = [];
  const worker = async () => {
    while (queue.length > 0) {
      for (const script of [queue.shift()].flat()) {
        const result = await run(script, labelled);
        results.push(result);
        if (!result.ok) break;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, group.length) }, worker));
  return results;
}

function report(startedAt) {
  const width = Math.max(...timings.map((t) => t.script.length), 6);
  console.log('\n== pnpm test: time per script');
  for (const { script, seconds, ok } of timings)
    console.log(
      `${script.padEnd(width)}  ${`${(seconds / 60).toFixed(1)} min`.padStart(9)}  ${ok ? 'passed' : 'FAILED'}`,
    );
  console.log(
    `${'total'.padEnd(width)}  ${`${((Date.now() - startedAt) / 60_000).toFixed(1)} min`.padStart(9)}`,
  );
}

const startedAt = Date.now();
let failed = [];
for (const group of stages) {
  console.log(`\n== ${title(group)}`);
  const results = await runGroup(group);
  // The time so far after every stage: a CI log cut short by its time limit still shows where
  // the time went.
  console.log(
    `\n== ${title(group)}: done, ${((Date.now() - startedAt) / 60_000).toFixed(1)} min so far`,
  );
  failed = results.filter((result) => !result.ok).map((result) => result.script);
  if (results.some((result) => result.script === 'build' && result.ok)) builtThisRun = true;
  if (failed.length > 0) break;
}
report(startedAt);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
