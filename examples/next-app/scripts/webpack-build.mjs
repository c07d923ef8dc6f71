// The kit under webpack: builds the app with `next build --webpack` and fails when the build fails
// or when any warning it prints names a kit file or package (@carrello/…, packages/ui, hooks, sdk
// or core). Warnings that name none of them (Next itself, other libraries) are printed as notes.
//
// The build goes to dist/webpack (NEXT_DIST_DIR, read by next.config.ts), never over the Turbopack
// build in dist/ that scripts/smoke.mjs serves. Next writes the build's folder into tsconfig.json
// and next-env.d.ts; both are put back as they were afterwards.
//
//   node scripts/webpack-build.mjs
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import { log } from '../../support/smoke-support.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = 'dist/webpack';

// A line names the kit when it has a kit package name or a path into a kit package.
const KIT = /@carrello[/+]|packages\/(?:ui|hooks|sdk|core)\b|node_modules\/@carrello\b/;
// Where a build step of Next starts; webpack's message blocks end there.
const STEP =
  /^\s*(?:[✓○ƒ●▲]\s|Creating an optimized|Linting|Collecting|Generating|Finalizing|Running TypeScript|Route \(|Skipping)/;

/** Runs the build; resolves with its exit code and everything it printed, in order. */
function build() {
  return new Promise((done, reject) => {
    const child = spawn('pnpm', ['exec', 'next', 'build', '--webpack'], {
      cwd: appDir,
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (stream, echo) =>
      stream.on('data', (chunk) => {
        output += chunk;
        echo.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.once('error', reject);
    child.once('close', (code, signal) => done({ code: code ?? signal, output }));
  });
}

/**
 * The warnings of a build's output, each as its lines: a line that says "warn" or ⚠ with the block
 * it opens, and every block webpack prints after "Compiled with warnings" (module path, message,
 * import trace) up to the next step of the build.
 */
function warnings(output) {
  const found = [];
  let section;
  const flush = () => {
    // A blank line ends a message, unless its import trace follows.
    for (const block of (section ?? []).join('\n').split(/\n\s*\n(?!\s*Import trace)/)) {
      const lines = block.split('\n').filter((line) => line.trim() !== '');
      if (lines.length > 0) found.push(lines);
    }
    section = undefined;
  };
  for (const line of output.split(/\r?\n/).map((line) => stripVTControlCharacters(line))) {
    if (/compiled with warnings/i.test(line)) {
      flush();
      section = [];
    } else if (section && STEP.test(line)) {
      flush();
    } else if (section) {
      section.push(line);
    } else if (/\bwarn(?:ing)?s?\b|⚠/i.test(line)) {
      found.push([line]);
    }
  }
  flush();
  return found;
}

const kept = Object.fromEntries(
  ['tsconfig.json', 'next-env.d.ts'].map((file) => [
    file,
    readFileSync(join(appDir, file), 'utf8'),
  ]),
);

const started = Date.now();
log(`Building the app with webpack (next build --webpack, into ${DIST_DIR})...`);
let result;
try {
  result = await build();
} finally {
  for (const [file, content] of Object.entries(kept)) {
    if (readFileSync(join(appDir, file), 'utf8') !== content)
      writeFileSync(join(appDir, file), content);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const all = warnings(result.output.replace(/\\/g, '/'));
const kit = all.filter((block) => block.some((line) => KIT.test(line)));
const others = all.filter((block) => !kit.includes(block));

log(`\nnext build --webpack: exit ${result.code} in ${seconds} s`);
if (others.length > 0) {
  log(`\nNote: ${others.length} warning(s) that name no kit file (not failures):`);
  for (const block of others) log(block.map((line) => `  ${line}`).join('\n') + '\n');
}
if (kit.length > 0) {
  log(`\n✗ ${kit.length} warning(s) name a kit file:`);
  for (const block of kit) log(block.map((line) => `  ${line}`).join('\n') + '\n');
}
if (result.code !== 0) log('✗ next build --webpack failed');
if (result.code === 0 && kit.length === 0)
  log('✓ the webpack build prints no warning that names a kit file');
process.exit(result.code === 0 && kit.length === 0 ? 0 : 1);
