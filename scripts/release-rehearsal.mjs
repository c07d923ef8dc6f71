#!/usr/bin/env node
// The release rehearsal: the real release path, end to end, against a private registry.
//
// `check:release` packs the tarballs and runs `pnpm publish --dry-run`; this script goes further
// and publishes for real, to a Verdaccio started on 127.0.0.1 for the run only:
//   1. installs Verdaccio (npm, into ~/.cache/carrello-verdaccio, reused) and starts it on a free
//      port with storage in a temporary folder; @carrello/* live there only (no uplink), every
//      other package is proxied from registry.npmjs.org so that the app below can install;
//   2. clones the committed HEAD into a temporary folder (the working tree's edits stay out),
//      installs it with the lockfile, and runs `changeset version`, then builds core, sdk, hooks
//      and ui (or takes the workspace's build of this `pnpm test` run when the workspace has no
//      edits), then `changeset publish` (what `pnpm release` does after `pnpm build`);
//   3. checks what `changeset version` wrote: every pending changeset is consumed and its text is
//      in the CHANGELOG of each package it names, under the new version, and each new version is
//      the old one bumped by the largest bump its changesets ask for;
//   4. creates a fresh npm app outside the workspace that installs the four packages by name from
//      the registry, require()s and import()s each one and builds a small React app with Vite;
//   5. creates a fresh Next.js 15.5 App Router app that installs @carrello/ui by name from the
//      registry and builds a page with one <Badge> next to the same page without it: the badge
//      may add at most 5 kB gzip of first-load JavaScript (scripts/release-rehearsal-next.mjs).
// It prints a report step by step and exits non-zero on any failure. Verdaccio is stopped and the
// temporary folders are removed on every exit.
//
// Usage: node scripts/release-rehearsal.mjs [--keep]   (`pnpm check:release-rehearsal`)
//   --keep   keeps the temporary folders and prints where they are
// The app's npm cache is ~/.cache/carrello-consumer-npm (shared with `check:consumer`;
// CARRELLO_REHEARSAL_NPM_CACHE overrides it) so that later runs install the third-party
// packages from it.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './processes.mjs';
import {
  checkNextBuild,
  nextAppDeps,
  NEXT_VERSION,
  writeNextApp,
} from './release-rehearsal-next.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['core', 'sdk', 'hooks', 'ui'];
const VERDACCIO_VERSION = '6.8.0';
// node-fetch 3 (pulled in by Verdaccio's uplink code) fails on Node 20 here; 2.7.0 works.
const NODE_FETCH_VERSION = '2.7.0';
const verdaccioHome =
  process.env.CARRELLO_VERDACCIO_HOME ?? join(homedir(), '.cache/carrello-verdaccio');
const npmCache =
  process.env.CARRELLO_REHEARSAL_NPM_CACHE ?? join(homedir(), '.cache/carrello-consumer-npm');
const appDeps = [
  'react@^19',
  'react-dom@^19',
  'styled-components@~6.6.0',
  '@tanstack/react-query@^5',
  'vite@~8.3.0',
  '@vitejs/plugin-react@~6.3.0',
];
const keep = process.argv.includes('--keep');

const started = Date.now();
const steps = [];
const temporary = [];
let verdaccio = null;

const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** Runs a command; resolves with its output, rejects with the last lines of it on failure. */
function run(command, args, { cwd, env = process.env, quiet = false } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (output += chunk));
    }
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) return done(output);
      const tail = output.trimEnd().split('\n').slice(-40).join('\n');
      fail(new Error(`${command} ${args.join(' ')} exited with ${code}\n${quiet ? '' : tail}`));
    });
  });
}

/** One step of the report: its title, its time, and what it found. */
async function step(title, action) {
  const from = Date.now();
  console.log(`\n== ${title}`);
  try {
    const notes = await action();
    for (const note of [notes ?? []].flat()) console.log(`   ${note}`);
    console.log(`   ok (${seconds(from)})`);
    steps.push({ title, ok: true, time: seconds(from) });
  } catch (error) {
    console.log(
      `   FAILED (${seconds(from)})\n${String(error.message ?? error).replace(/^/gm, '   ')}`,
    );
    steps.push({ title, ok: false, time: seconds(from) });
    throw error;
  }
}

function temporaryDir(name) {
  const dir = mkdtempSync(join(tmpdir(), `carrello-rehearsal-${name}-`));
  temporary.push(dir);
  return dir;
}

/** The environment of the package managers: no npm_* variables of a calling `pnpm run`. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && key.toLowerCase() !== 'npm_config_nodedir') continue;
    env[key] = value;
  }
  return { npm_config_nodedir: '/usr', ...env, ...extra };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** The pending changesets: file, summary and the bump asked for each package. */
function readChangesets(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`.changeset/${file} has no front matter`);
      const releases = {};
      for (const line of match[1].split('\n').filter((l) => l.trim())) {
        const entry = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
        if (!entry) throw new Error(`.changeset/${file}: cannot read "${line}"`);
        releases[entry[1]] = entry[2];
      }
      return { file, summary: match[2].trim(), releases };
    });
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

// `changeset version` bumps with semver.inc and has no pre-1.0 rule of its own: on 0.x a minor
// changeset goes 0.1.0 -> 0.2.0 and a major one goes 0.1.0 -> 1.0.0, which is what is checked.
function bump(version, type) {
  const [, major, minor, patch] = SEMVER.exec(version).map(Number);
  if (type === 'major') return `${major + 1}.0.0`;
  if (type === 'minor') return `${major}.${minor + 1}.0`;
  if (type === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}

function compareVersions(a, b) {
  const left = SEMVER.exec(a).slice(1, 4).map(Number);
  const right = SEMVER.exec(b).slice(1, 4).map(Number);
  for (let i = 0; i < 3; i += 1) if (left[i] !== right[i]) return left[i] - right[i];
  return 0;
}

/** The text of the CHANGELOG under `## version`, up to the next version heading. */
function changelogSection(changelog, version) {
  const sections = changelog.split(/^## /m);
  const section = sections.find((part) => part.startsWith(`${version}\n`));
  return section ?? null;
}

async function stopVerdaccio() {
  if (!verdaccio || verdaccio.exitCode !== null || verdaccio.signalCode !== null) return;
  const child = verdaccio;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function removeTemporary() {
  for (const dir of temporary) {
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    verdaccio?.kill('SIGTERM');
    removeTemporary();
    process.exit(130);
  });
}

let registry;
let token;
const packageDirs = {};
const before = {};
const after = {};
let changesets = [];
let clone;

try {
  await step(`Verdaccio ${VERDACCIO_VERSION} in ${verdaccioHome}`, async () => {
    const installed = join(verdaccioHome, 'node_modules/verdaccio/package.json');
    if (existsSync(installed) && readJson(installed).version === VERDACCIO_VERSION) return 'reused';
    mkdirSync(verdaccioHome, { recursive: true });
    writeFileSync(
      join(verdaccioHome, 'package.json'),
      `${JSON.stringify(
        {
          name: 'carrello-verdaccio-cache',
          private: true,
          dependencies: { verdaccio: VERDACCIO_VERSION },
          overrides: { 'node-fetch': NODE_FETCH_VERSION },
        },
        null,
        2,
      )}\n`,
    );
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: verdaccioHome,
      env: cleanEnv(),
    });
    return `installed verdaccio@${readJson(installed).version}`;
  });

  await step('Start the registry on 127.0.0.1', async () => {
    const dir = temporaryDir('registry');
    const port = await freePort();
    registry = `http://127.0.0.1:${port}/`;
    // @carrello/* have no `proxy`: a name that was not published here is a 404, so the app
    // can only get the packages this run published. Publishing needs a user (npm sends a token).
    const config = [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 1',
      'uplinks:',
      '  npmjs:',
      '    url: https://registry.npmjs.org/',
      '    timeout: 60s',
      'packages:',
      "  '@carrello/*':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: npmjs',
      `listen: 127.0.0.1:${port}`,
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'config.yaml'), config);
    const log = openSync(join(dir, 'verdaccio.log'), 'a');
    verdaccio = spawn(
      process.execPath,
      [join(verdaccioHome, 'node_modules/verdaccio/bin/verdaccio'), '--config', 'config.yaml'],
      { cwd: dir, env: cleanEnv(), stdio: ['ignore', log, log] },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (verdaccio.exitCode !== null)
        throw new Error(`Verdaccio exited:\n${readFileSync(join(dir, 'verdaccio.log'), 'utf8')}`);
      const ping = await fetch(`${registry}-/ping`).catch(() => null);
      if (ping?.ok) break;
      if (Date.now() > deadline) throw new Error('Verdaccio did not answer /-/ping in 30 s');
      await new Promise((wait) => setTimeout(wait, 250));
    }
    const name = 'rehearsal';
    const response = await fetch(`${registry}-/user/org.couchdb.user:${name}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        _id: `org.couchdb.user:${name}`,
        name,
        password: `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`,
        type: 'user',
        roles: [],
        date: new Date().toISOString(),
      }),
    });
    const body = await response.json();
    if (!response.ok || !body.token)
      throw new Error(`adding the user: ${response.status} ${JSON.stringify(body)}`);
    token = body.token;
    return [`${registry} (pid ${verdaccio.pid})`, `user "${name}" added, token received`];
  });

  await step('Throw-away clone of the committed HEAD', async () => {
    clone = join(temporaryDir('clone'), 'carrello');
    await run('git', ['clone', '--quiet', repositoryRoot, clone]);
    const head = (await run('git', ['log', '-1', '--format=%h %s'], { cwd: clone })).trim();
    try {
      await run('pnpm', ['install', '--frozen-lockfile', '--offline'], {
        cwd: clone,
        env: cleanEnv(),
        quiet: true,
      });
      return [`HEAD ${head}`, 'pnpm install --frozen-lockfile --offline'];
    } catch {
      await run('pnpm', ['install', '--frozen-lockfile'], { cwd: clone, env: cleanEnv() });
      return [`HEAD ${head}`, 'pnpm install --frozen-lockfile (the store lacked a package)'];
    }
  });

  await step('Read the pending changesets and the versions', async () => {
    changesets = readChangesets(join(clone, '.changeset'));
    if (changesets.length === 0) throw new Error('no pending changeset: nothing to rehearse');
    for (const name of PACKAGES) {
      packageDirs[name] = join(clone, 'packages', name);
      before[name] = readJson(join(packageDirs[name], 'package.json')).version;
    }
    const published = new Set(PACKAGES.map((name) => `@carrello/${name}`));
    const strangers = changesets.flatMap(({ file, releases }) =>
      Object.keys(releases)
        .filter((pkg) => !published.has(pkg))
        .map((pkg) => `${file} names ${pkg}`),
    );
    if (strangers.length > 0) throw new Error(strangers.join('\n'));
    return [
      `${changesets.length} changesets`,
      PACKAGES.map((name) => `@carrello/${name}@${before[name]}`).join(', '),
    ];
  });

  await step('changeset version', async () => {
    await run('pnpm', ['exec', 'changeset', 'version'], { cwd: clone, env: cleanEnv() });
    for (const name of PACKAGES)
      after[name] = readJson(join(packageDirs[name], 'package.json')).version;
    return PACKAGES.map((name) => `@carrello/${name} ${before[name]} -> ${after[name]}`);
  });

  await step('Changesets consumed, CHANGELOGs complete, versions bumped as asked', async () => {
    const problems = [];
    const left = readChangesets(join(clone, '.changeset')).map(({ file }) => file);
    if (left.length > 0) problems.push(`still pending after version: ${left.join(', ')}`);
    const notes = [];
    for (const name of PACKAGES) {
      const pkg = `@carrello/${name}`;
      const mine = changesets.filter(({ releases }) => releases[pkg] && releases[pkg] !== 'none');
      const largest = mine.reduce(
        (top, { releases }) => (RANK[releases[pkg]] > RANK[top] ? releases[pkg] : top),
        'none',
      );
      if (!SEMVER.test(after[name])) problems.push(`${pkg}: ${after[name]} is not semver`);
      else if (mine.length > 0 && after[name] !== bump(before[name], largest))
        problems.push(
          `${pkg}: ${before[name]} -> ${after[name]}, but its largest changeset is ${largest} ` +
            `(expected ${bump(before[name], largest)})`,
        );
      else if (mine.length === 0 && compareVersions(after[name], bump(before[name], 'patch')) > 0)
        problems.push(`${pkg}: ${before[name]} -> ${after[name]} with no changeset of its own`);
      if (mine.length > 0 && compareVersions(after[name], before[name]) <= 0)
        problems.push(`${pkg}: ${after[name]} is not above ${before[name]}`);

      const changelog = readFileSync(join(packageDirs[name], 'CHANGELOG.md'), 'utf8');
      const section = changelogSection(changelog, after[name]);
      if (mine.length > 0 && !section) {
        problems.push(`${pkg}: CHANGELOG.md has no "## ${after[name]}" section`);
        continue;
      }
      const missing = mine.filter(({ summary }) => !squash(section).includes(squash(summary)));
      for (const { file } of missing)
        problems.push(`${pkg}: the text of .changeset/${file} is not under ## ${after[name]}`);
      notes.push(
        `${pkg}: ${mine.length} changesets (largest ${largest}), ` +
          `${mine.length - missing.length}/${mine.length} in CHANGELOG ${after[name]}`,
      );
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return notes;
  });

  // `pnpm release` publishes what `pnpm build` made in the workspace. When `pnpm test` built it
  // in this same run (CARRELLO_REHEARSAL_REUSE_BUILD, set by scripts/test-all.mjs) from sources
  // equal to HEAD, the clone takes those folders; the build does not depend on the versions that
  // `changeset version` bumps. Otherwise the clone builds its own.
  await step('Build core, sdk, hooks and ui', async () => {
    const inputs = [
      ...PACKAGES.map((name) => `packages/${name}`),
      'package.json',
      'pnpm-lock.yaml',
    ];
    const edited =
      process.env.CARRELLO_REHEARSAL_REUSE_BUILD === '1'
        ? (
            await run('git', ['status', '--porcelain', '--', ...inputs, 'tsconfig*.json'], {
              cwd: repositoryRoot,
            })
          ).trim()
        : null;
    const built = PACKAGES.every((name) =>
      existsSync(join(repositoryRoot, 'packages', name, 'dist')),
    );
    if (edited === '' && built) {
      for (const name of PACKAGES)
        cpSync(join(repositoryRoot, 'packages', name, 'dist'), join(packageDirs[name], 'dist'), {
          recursive: true,
        });
      return ["the workspace's build of this run (its sources are HEAD's), copied"];
    }
    await run('pnpm', ['--filter', './packages/{core,sdk,hooks,ui}', 'run', 'build'], {
      cwd: clone,
      env: cleanEnv(),
    });
    return edited
      ? ['built in the clone: the workspace has edits', ...edited.split('\n')]
      : ['built in the clone'];
  });

  // `changeset publish` takes the registry from npm_config_registry (getCorrectRegistry in
  // @changesets/cli 2.31: publishConfig.registry, else that variable) and passes it on to
  // `pnpm publish`, which reads the token from the clone's .npmrc; so the real command is used.
  await step('changeset publish to the local registry', async () => {
    const npmrc = join(clone, '.npmrc');
    const host = registry.replace(/^http:/, '');
    writeFileSync(npmrc, `${readFileSync(npmrc, 'utf8').trimEnd()}\n${host}:_authToken=${token}\n`);
    const output = await run('pnpm', ['exec', 'changeset', 'publish'], {
      cwd: clone,
      env: cleanEnv({ npm_config_registry: registry }),
    });
    const notes = [];
    for (const name of PACKAGES) {
      const response = await fetch(`${registry}@carrello%2f${name}`);
      const body = response.ok ? await response.json() : {};
      const latest = body['dist-tags']?.latest;
      if (latest !== after[name])
        throw new Error(
          `@carrello/${name}: the registry's latest is ${latest ?? 'missing'}, not ${after[name]}\n${output}`,
        );
      notes.push(`@carrello/${name}@${latest} is the registry's latest`);
    }
    return notes;
  });

  const app = temporaryDir('app');
  const appEnv = cleanEnv({ npm_config_cache: npmCache });

  /** `npm install` of `names` in `dir`, from the local registry, npm `flags` first. */
  function installFromRegistry(dir, names, flags = []) {
    // The user's npmrc may leave `resolved` out of the lockfile; it is what proves the source.
    writeFileSync(
      join(dir, '.npmrc'),
      `registry=${registry}\nomit-lockfile-registry-resolved=false\n`,
    );
    return run(
      'npm',
      ['install', ...flags, '--no-audit', '--no-fund', '--loglevel=error', ...names],
      { cwd: dir, env: appEnv },
    );
  }

  await step('Fresh app installs the four packages by name from the registry', async () => {
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify({ name: 'rehearsal-app', private: true, type: 'module' }, null, 2)}\n`,
    );
    await installFromRegistry(app, [...PACKAGES.map((name) => `@carrello/${name}`), ...appDeps]);
    const lock = readJson(join(app, 'package-lock.json'));
    const problems = [];
    const notes = [];
    for (const name of PACKAGES) {
      const entry = lock.packages[`node_modules/@carrello/${name}`];
      if (entry?.version !== after[name])
        problems.push(`@carrello/${name}: installed ${entry?.version}, expected ${after[name]}`);
      else if (!entry.resolved?.startsWith(registry))
        problems.push(`@carrello/${name}: resolved from ${entry.resolved}`);
      else notes.push(`@carrello/${name}@${entry.version} from ${entry.resolved}`);
      const nested = Object.keys(lock.packages).filter((key) =>
        key.endsWith(`/node_modules/@carrello/${name}`),
      );
      if (nested.length > 0) problems.push(`a second copy of @carrello/${name}: ${nested}`);
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return notes;
  });

  await step('Node: require() and import() of each package', async () => {
    await run('node', ['-e', "require('@carrello/core')"], { cwd: app, env: appEnv });
    const script = PACKAGES.map(
      (name) =>
        `{ const m = await import('@carrello/${name}'); ` +
        `if (Object.keys(m).length === 0) throw new Error('@carrello/${name} exports nothing'); ` +
        `console.log('@carrello/${name}', Object.keys(m).length, 'exports'); }`,
    ).join('\n');
    writeFileSync(join(app, 'imports.mjs'), script);
    const output = await run('node', ['imports.mjs'], { cwd: app, env: appEnv });
    return ["require('@carrello/core') ok", ...output.trim().split('\n')];
  });

  await step('Vite build of a small app', async () => {
    mkdirSync(join(app, 'src'));
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html>\n<html lang="it"><body><div id="root"></div>' +
        '<script type="module" src="/src/main.tsx"></script></body></html>\n',
    );
    writeFileSync(
      join(app, 'vite.config.mjs'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    writeFileSync(
      join(app, 'src/main.tsx'),
      `import { isValidProvince } from '@carrello/core';
import { carrelloKeys, createCarrelloQueryClient } from '@carrello/hooks';
import { createEbsnClient } from '@carrello/sdk';
import { Badge, ThemeProvider } from '@carrello/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

const client = createEbsnClient({ baseUrl: location.origin });
const queryClient = createCarrelloQueryClient();

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <ThemeProvider>
      <Badge data-keys={JSON.stringify(carrelloKeys)} data-client={typeof client}>
        {isValidProvince('MI') ? 'Nuovo' : 'Vecchio'}
      </Badge>
    </ThemeProvider>
  </QueryClientProvider>,
);
`,
    );
    const output = await run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: app,
      env: appEnv,
    });
    if (/warn|error/i.test(output)) console.log(output.replace(/^/gm, '   | '));
    const assets = readdirSync(join(app, 'dist/assets'));
    if (!assets.some((file) => file.endsWith('.js'))) throw new Error('no JavaScript in dist');
    return `dist/assets: ${assets.join(', ')}`;
  });

  const nextApp = temporaryDir('next');

  await step(`Fresh Next.js ${NEXT_VERSION} app installs @carrello/ui by name`, async () => {
    writeNextApp(nextApp);
    await installFromRegistry(nextApp, ['@carrello/ui', ...nextAppDeps], ['--prefer-offline']);
    // --prefer-offline may take a cached packument: the tarball must be the one published now.
    const entry = readJson(join(nextApp, 'package-lock.json')).packages[
      'node_modules/@carrello/ui'
    ];
    const published = (await (await fetch(`${registry}@carrello%2fui`)).json()).versions?.[after.ui]
      ?.dist?.integrity;
    if (entry?.version !== after.ui || !entry.resolved?.startsWith(registry))
      throw new Error(`@carrello/ui: installed ${entry?.version} from ${entry?.resolved}`);
    if (!published || entry.integrity !== published)
      throw new Error(`@carrello/ui: integrity ${entry.integrity}, published ${published}`);
    const next = readJson(join(nextApp, 'node_modules/next/package.json')).version;
    return [`@carrello/ui@${entry.version} from ${entry.resolved}`, `next@${next}`];
  });

  await step('next build: what one <Badge> adds to a Server Component page', async () => {
    const output = await run(join(nextApp, 'node_modules/.bin/next'), ['build'], {
      cwd: nextApp,
      env: { ...appEnv, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return checkNextBuild(nextApp, output);
  });
} catch {
  process.exitCode = 1;
} finally {
  await stopVerdaccio();
  if (verdaccio) console.log(`\nVerdaccio stopped (${verdaccio.signalCode ?? verdaccio.exitCode})`);
  removeTemporary();
}

console.log('\n== Release rehearsal');
const width = Math.max(...steps.map(({ title }) => title.length));
for (const { title, ok, time } of steps)
  console.log(`${title.padEnd(width)}  ${time.padStart(8)}  ${ok ? 'passed' : 'FAILED'}`);
console.log(`${'total'.padEnd(width)}  ${seconds(started).padStart(8)}`);
if (process.exitCode) console.log('\nThe release rehearsal FAILED.');
