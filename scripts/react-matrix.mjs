// The kit's React 19 leg: the hooks and ui test suites once more, on React 19, installed the way
// a consumer installs it.
//
// The kit's own packages develop on React 18.3, the oldest release they support, and
// `pnpm test:unit` tests the kit there (the storefront runs React 19). This script
// copies the workspace's files (git's list: tracked and new, not ignored; without examples/) to
// a directory outside it, adds
// `overrides: { react, react-dom }` to its pnpm-workspace.yaml, installs it (from the store when
// it can, so only React itself may be downloaded) and runs the Vitest projects there. Every
// package of that copy, Testing Library, styled-components and TanStack Query included, then
// resolves the one React 19 copy, so the suites see what a React 19 app sees; no aliasing.
//
// Usage: node scripts/react-matrix.mjs [--react 19.3.1] [--project hooks --project ui ...] [-- <vitest args>]
//   The default projects are hooks and ui (happy-dom). `--project storybook` adds every story in
//   Chromium; `pnpm test` leaves it out: the kit's widgets already run on React 19 in real
//   Chromium in the storefront's, the Next.js app's and the React Router app's end-to-end suites,
//   and the stories take as long again as both default projects (docs/ci.md).
//   REACT_MATRIX_DIR sets the copy's directory (default: <tmp>/carrello-react-matrix/react-<v>);
//   it is kept between runs, so a second run installs incrementally.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

import { vitestRuns } from './vitest-runs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The React 19 release the kit is tested on; its peer range is `^18.3 || ^19`.
const DEFAULT_REACT = '19.3.1';
const DEFAULT_PROJECTS = ['hooks', 'ui'];

const args = process.argv.slice(2);
let reactVersion = DEFAULT_REACT;
const projects = [];
const vitestArgs = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--') {
    vitestArgs.push(...args.slice(index + 1));
    break;
  } else if (arg === '--react') reactVersion = args[++index];
  else if (arg === '--project') projects.push(args[++index]);
  else {
    console.error(`react-matrix: unknown argument ${arg}`);
    process.exit(2);
  }
}
if (projects.length === 0) projects.push(...DEFAULT_PROJECTS);

const copyDir = path.resolve(
  process.env.REACT_MATRIX_DIR ??
    path.join(os.tmpdir(), 'carrello-react-matrix', `react-${reactVersion}`),
);

function log(message) {
  console.log(`\n== react-matrix: ${message}`);
}

// 1. The workspace's files, as git sees them (uncommitted work included), minus examples/.
const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
  .split('\0')
  .filter((file) => file && !file.startsWith('examples/') && existsSync(path.join(root, file)));

/** Removes what the copy has beyond `keep` (node_modules stay, for an incremental install). */
function prune(dir, relative, keep) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(full, rel, keep);
      if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
    } else if (!keep.has(rel)) {
      rmSync(full);
    }
  }
}

log(`copying ${files.length} files to ${copyDir}`);
mkdirSync(copyDir, { recursive: true });
prune(copyDir, '', new Set(files));
for (const file of files) {
  cpSync(path.join(root, file), path.join(copyDir, file), { preserveTimestamps: true });
}

// 2. Every package of the copy on React `reactVersion`.
const workspaceFile = path.join(copyDir, 'pnpm-workspace.yaml');
const workspace = parse(readFileSync(workspaceFile, 'utf8')) ?? {};
workspace.overrides = { ...workspace.overrides, react: reactVersion, 'react-dom': reactVersion };
writeFileSync(workspaceFile, stringify(workspace));

log(`installing with react and react-dom overridden to ${reactVersion}`);
const env = { ...process.env, CI: 'true' };
// The workspace's own node_modules/.bin must not shadow the copy's.
env.PATH = (env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.startsWith(root))
  .join(path.delimiter);
const install = spawnSync(
  'pnpm',
  ['install', '--no-frozen-lockfile', '--prefer-offline', '--config.confirmModulesPurge=false'],
  { cwd: copyDir, env, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (install.status !== 0) process.exit(install.status ?? 1);

// 3. Every React the suites can reach is the one asked for: the kit's packages, and the libraries
//    that render or call hooks for them (two copies of React make hooks throw, or worse, pass).
const reachers = {
  'packages/hooks': ['react', 'react-dom', '@testing-library/react', '@tanstack/react-query'],
  'packages/ui': [
    'react',
    'react-dom',
    '@testing-library/react',
    'styled-components',
    'downshift',
    '@floating-ui/react',
    'react-hook-form',
  ],
};
const mismatches = [];
for (const [packageDir, names] of Object.entries(reachers)) {
  const requireFromPackage = createRequire(path.join(copyDir, packageDir, 'package.json'));
  for (const name of names) {
    const entry = requireFromPackage.resolve(name);
    const requireFromDependency = createRequire(entry);
    for (const reactPackage of ['react', 'react-dom']) {
      let manifest;
      try {
        manifest = requireFromDependency.resolve(`${reactPackage}/package.json`);
      } catch {
        continue; // a library that never imports react-dom (react-hook-form) may not reach it
      }
      const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (version !== reactVersion) {
        mismatches.push(`${packageDir} > ${name} > ${reactPackage}@${version} (${manifest})`);
      }
    }
  }
}
if (mismatches.length > 0) {
  console.error(`react-matrix: not every package resolves React ${reactVersion}:`);
  for (const mismatch of mismatches) console.error(`  ${mismatch}`);
  process.exit(1);
}
log(`every package resolves react and react-dom ${reactVersion}`);

// 4. The suites. CARRELLO_REACT_VERSION makes the React version guard tests expect this version.
log(
  `vitest ${projects.map((project) => `--project ${project}`).join(' ')} on React ${reactVersion}`,
);
// The browser project in a run of its own (scripts/vitest-runs.mjs).
for (const run of vitestRuns([
  ...projects.flatMap((project) => ['--project', project]),
  ...vitestArgs,
])) {
  const vitest = spawnSync('pnpm', ['exec', 'vitest', 'run', ...run], {
    cwd: copyDir,
    env: { ...env, CARRELLO_REACT_VERSION: reactVersion },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (vitest.status !== 0) process.exit(vitest.status ?? 1);
}
