#!/usr/bin/env node
// The consumer check: the four published packages as a new user gets them.
// Run it after `pnpm build`. It packs core, sdk, hooks and ui with `pnpm pack`, installs the
// tarballs with npm into a fresh app outside the workspace (os.tmpdir(), no workspace links),
// and then, from that app:
//   1. import() and require() every published entry in plain Node and call the reference server
//      through the SDK (ESM and CJS); a hook renders on the server and hydrates in jsdom;
//   2. renderToString and renderToPipeableStream of every exported component of @carrello/ui and
//      @carrello/ui/headless inside ServerStyleSheet, without window or document, in ESM and in
//      CJS (props table: scripts/consumer-fixture/src/cases.tsx), then hydrateRoot of the same
//      markup in jsdom, failing on any hydration warning;
//   3. tsc --noEmit, strict, skipLibCheck false, module/moduleResolution nodenext; then the strict
//      consumer (exactOptionalPropertyTypes) under bundler, node16 and nodenext;
//   4. a Vite production build of a small app, and the gzip size of a few single imports;
//   5. every export bundled by Rollup 4 and by Vite 8, failing on a warning that names a kit file.
// It prints a report step by step and exits non-zero on any failure.
//
// Usage: node scripts/consumer-check.mjs [--react 18|19] [--keep] [--packs DIR]
//   --react 18   installs react/react-dom 18.3.1 and @types/react(-dom) 18.3 (default: 19)
//   --keep       keeps the temporary app folder and prints where it is
//   --packs DIR  checks the tarballs already in DIR instead of packing the workspace
// The npm cache lives in ~/.cache/carrello-consumer-npm (CARRELLO_CONSUMER_NPM_CACHE) so that
// later runs install from it.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './processes.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = join(repositoryRoot, 'scripts/consumer-fixture');
const sampleData = join(repositoryRoot, 'packages/ui/src/testing/sample-data.ts');
const published = ['core', 'sdk', 'hooks', 'ui'];
// The strict consumer (src/strict-consumer.ts) is checked under each of these resolutions.
const strictResolutions = ['bundler', 'node16', 'nodenext'];

const args = process.argv.slice(2);
const reactMajor = args.includes('--react') ? args[args.indexOf('--react') + 1] : '19';
const keep = args.includes('--keep');
const givenPacks = args.includes('--packs') ? resolve(args[args.indexOf('--packs') + 1]) : null;
if (!['18', '19'].includes(reactMajor)) {
  console.error(`--react takes 18 or 19, not ${reactMajor}`);
  process.exit(2);
}

const reactDeps =
  reactMajor === '18'
    ? ['react@18.3.1', 'react-dom@18.3.1', '@types/react@~18.3.0', '@types/react-dom@~18.3.0']
    : ['react@^19', 'react-dom@^19', '@types/react@^19', '@types/react-dom@^19'];
const toolDeps = [
  'styled-components@~6.6.0',
  '@tanstack/react-query@^5',
  'typescript@5.9.3',
  'vite@~8.3.0',
  'rollup@~4.68.0',
  '@vitejs/plugin-react@~6.3.0',
  'jsdom@~29.1.0',
  '@types/node@^20',
];

const started = Date.now();
const steps = [];
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

function heading(title) {
  console.log(`\n== ${title}`);
}

const children = new Set();

/** Runs a command; resolves with its exit code and output (never rejects). */
function run(command, commandArgs, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    children.add(child);
    child.on('exit', () => children.delete(child));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) =>
      resolvePromise({ code: 1, output: `${output}${error.message}\n` }),
    );
    child.on('close', (code) => resolvePromise({ code: code ?? 1, output }));
  });
}

/** Runs one step of the report: prints its output and records whether it passed. */
async function step(title, fn) {
  heading(title);
  const from = Date.now();
  let passed = false;
  try {
    passed = await fn();
  } catch (error) {
    console.log(`  FAIL ${error?.stack ?? error}`);
  }
  console.log(`  -> ${passed ? 'passed' : 'FAILED'} in ${seconds(from)}`);
  steps.push({ title, passed });
  return passed;
}

// Without the packages' npm_config_* variables that `pnpm run` sets, so npm behaves as it would
// for a user; development React (NODE_ENV unset) so that hydration warnings are printed.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'NODE_ENV'),
);

const work = mkdtempSync(join(tmpdir(), 'carrello-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
mkdirSync(packs);
mkdirSync(app);
let server;

async function startServer() {
  const serverDir = join(repositoryRoot, 'packages/server');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = join(work, 'server-data');
  let log = '';
  server = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...cleanEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      CARRELLO_DATA_DIR: dataDir,
      CARRELLO_SEED_PRODUCTS: '300',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the reference server exited:\n${log}`);
    try {
      const response = await fetch(`${origin}/ebsn/api/auth/test`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the reference server did not answer within 180 s:\n${log}`);
}

function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
}
process.on('exit', () => {
  stopServer();
  for (const child of children) child.kill('SIGTERM');
});

/** Every file a packed package.json names in `exports`, `main`, `module` and `types`. */
function namedFiles(manifest) {
  const files = new Set();
  const walk = (value) => {
    if (typeof value === 'string') files.add(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types']) if (manifest[field]) walk(manifest[field]);
  return [...files].filter((file) => !file.includes('*'));
}

try {
  console.log(
    `Consumer check: React ${reactMajor}, Node ${process.version}, app in ${app} (outside the workspace)`,
  );

  const missing = [
    ...published.map((name) => `packages/${name}/dist/index.js`),
    'packages/server/dist/main.js',
  ].filter((file) => !existsSync(join(repositoryRoot, file)));
  if (missing.length > 0) {
    console.log(`Not built: ${missing.join(', ')}. Run \`pnpm build\` first.`);
    process.exit(1);
  }

  const packed = await step('pack the published packages (pnpm pack)', async () => {
    const results = givenPacks
      ? readdirSync(givenPacks)
          .filter((file) => file.endsWith('.tgz'))
          .map((file) => {
            cpSync(join(givenPacks, file), join(packs, file));
            return { code: 0, output: '' };
          })
      : await Promise.all(
          published.map((name) =>
            run('pnpm', ['pack', '--pack-destination', packs], {
              cwd: join(repositoryRoot, 'packages', name),
              env: cleanEnv,
            }),
          ),
        );
    if (givenPacks) console.log(`  ok   tarballs of ${givenPacks}`);
    let ok = true;
    results.forEach((result, index) => {
      if (result.code !== 0) {
        ok = false;
        console.log(`  FAIL pnpm pack of ${published[index]}:\n${result.output}`);
      }
    });
    if (!ok) return false;
    for (const tarball of readdirSync(packs).sort()) {
      const listing = await run('tar', ['-tzf', join(packs, tarball)]);
      const files = new Set(
        listing.output.split('\n').map((line) => line.replace(/^package\//, '')),
      );
      const manifest = JSON.parse(
        (await run('tar', ['-xzOf', join(packs, tarball), 'package/package.json'])).output,
      );
      const absent = namedFiles(manifest).filter(
        (file) => !files.has(file) && file !== 'package.json',
      );
      const workspaceRanges = Object.entries({
        ...manifest.dependencies,
        ...manifest.peerDependencies,
      }).filter(([, range]) => String(range).startsWith('workspace:'));
      if (absent.length > 0) {
        ok = false;
        console.log(`  FAIL ${tarball} lacks files its package.json names: ${absent.join(', ')}`);
      }
      if (workspaceRanges.length > 0) {
        ok = false;
        console.log(
          `  FAIL ${tarball} keeps workspace: ranges: ${workspaceRanges.map(([n]) => n).join(', ')}`,
        );
      }
      if (absent.length === 0 && workspaceRanges.length === 0)
        console.log(
          `  ok   ${tarball}: ${files.size - 1} files, every file its package.json names`,
        );
    }
    return ok;
  });
  if (!packed) throw new Error('stop');

  await step(
    'every package the shipped code imports is a dependency or a required peer',
    async () => {
      // An optional peer is not installed and npm says nothing about it, so a missing one would
      // only show as ERR_MODULE_NOT_FOUND at run time: the code's imports must all be declared.
      let ok = true;
      for (const tarball of readdirSync(packs).sort()) {
        const unpacked = join(work, 'unpacked', tarball);
        mkdirSync(unpacked, { recursive: true });
        await run('tar', ['-xzf', join(packs, tarball), '-C', unpacked]);
        const root = join(unpacked, 'package');
        const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
        const optional = new Set(
          Object.entries(manifest.peerDependenciesMeta ?? {})
            .filter(([, meta]) => meta?.optional)
            .map(([name]) => name),
        );
        const declared = new Set([
          ...Object.keys(manifest.dependencies ?? {}),
          ...Object.keys(manifest.peerDependencies ?? {}),
        ]);
        const imported = new Set();
        const walk = (dir) => {
          for (const entry of readdirSync(dir, { withFileTypes: true })) {
            const file = join(dir, entry.name);
            if (entry.isDirectory()) walk(file);
            else if (/\.(c|m)?js$/.test(entry.name))
              for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
                /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'./][^"']*)["']/g,
              ))
                if (!specifier.startsWith('node:'))
                  imported.add(
                    specifier
                      .split('/')
                      .slice(0, specifier.startsWith('@') ? 2 : 1)
                      .join('/'),
                  );
          }
        };
        walk(join(root, 'dist'));
        const undeclared = [...imported].filter((name) => !declared.has(name));
        const optionalImported = [...imported].filter((name) => optional.has(name));
        if (undeclared.length > 0 || optionalImported.length > 0) {
          ok = false;
          if (undeclared.length > 0)
            console.log(`  FAIL ${tarball} imports undeclared ${undeclared.join(', ')}`);
          if (optionalImported.length > 0)
            console.log(
              `  FAIL ${tarball} imports optional peers ${optionalImported.join(', ')}: ` +
                'npm installs neither them nor a warning',
            );
        } else
          console.log(
            `  ok   ${tarball}: imports ${[...imported].sort().join(', ') || 'nothing'}, ` +
              'each a dependency or a required peer',
          );
      }
      return ok;
    },
  );

  const serverReady = startServer();
  serverReady.catch(() => {});

  const installed = await step(
    `npm install the tarballs with React ${reactMajor} into a fresh app (npm cache ${
      process.env.CARRELLO_CONSUMER_NPM_CACHE ?? '~/.cache/carrello-consumer-npm'
    })`,
    async () => {
      writeFileSync(
        join(app, 'package.json'),
        `${JSON.stringify({ name: 'carrello-consumer-fixture', private: true, type: 'module' }, null, 2)}\n`,
      );
      const cache =
        process.env.CARRELLO_CONSUMER_NPM_CACHE ?? join(homedir(), '.cache/carrello-consumer-npm');
      const tarballs = readdirSync(packs).map((file) => join(packs, file));
      const result = await run(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--prefer-offline',
          '--no-update-notifier',
          '--cache',
          cache,
          ...tarballs,
          ...reactDeps,
          ...toolDeps,
        ],
        { cwd: app, env: cleanEnv },
      );
      if (result.code !== 0) {
        console.log(`  FAIL npm install:\n${result.output}`);
        return false;
      }
      const require = createRequire(join(app, 'package.json'));
      const versions = [
        'react',
        'react-dom',
        'styled-components',
        '@tanstack/react-query',
        'typescript',
        'vite',
        'jsdom',
      ]
        .map((name) => `${name} ${require(`${name}/package.json`).version}`)
        .join(', ');
      console.log(`  ok   ${result.output.trim().split('\n').pop()}: ${versions}`);
      const linked = published.filter((name) =>
        existsSync(join(app, 'node_modules/@carrello', name, 'src')),
      );
      if (linked.length > 0) {
        console.log(`  FAIL installed packages carry their sources: ${linked.join(', ')}`);
        return false;
      }
      return true;
    },
  );
  if (!installed) throw new Error('stop');

  await step(
    'fixture sources (copied from scripts/consumer-fixture, transpiled for ESM and CJS)',
    async () => {
      for (const entry of [
        'src',
        'harness',
        'index.html',
        'tsconfig.json',
        ...strictResolutions.map((resolution) => `tsconfig.strict-${resolution}.json`),
      ])
        cpSync(join(fixtureDir, entry), join(app, entry), { recursive: true });
      // The kit's sample data is written once, for its stories too; it imports only types.
      cpSync(sampleData, join(app, 'src/sample-data.ts'));
      const require = createRequire(join(app, 'package.json'));
      const ts = require('typescript');
      const sources = readdirSync(join(app, 'src')).filter((file) => /^[^.]+\.tsx?$/.test(file));
      for (const [variant, module] of [
        ['esm', ts.ModuleKind.ESNext],
        ['cjs', ts.ModuleKind.CommonJS],
      ]) {
        const outDir = join(app, 'out', variant);
        mkdirSync(outDir, { recursive: true });
        writeFileSync(
          join(outDir, 'package.json'),
          JSON.stringify({ type: variant === 'esm' ? 'module' : 'commonjs' }),
        );
        for (const file of sources) {
          const { outputText } = ts.transpileModule(readFileSync(join(app, 'src', file), 'utf8'), {
            compilerOptions: { module, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
            fileName: file,
          });
          writeFileSync(join(outDir, file.replace(/\.tsx?$/, '.js')), outputText);
        }
      }
      console.log(`  ok   ${sources.join(', ')} → out/esm, out/cjs`);
      return true;
    },
  );

  // tsc is the slowest step and needs one core: it runs beside the render steps.
  const tscRun = run(
    process.execPath,
    [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    { cwd: app, env: cleanEnv },
  );

  // Then the strict consumer (exactOptionalPropertyTypes), one resolution after the other.
  const strictRuns = tscRun.then(async () => {
    const results = [];
    for (const resolution of strictResolutions)
      results.push(
        await run(
          process.execPath,
          [
            join(app, 'node_modules/typescript/bin/tsc'),
            '-p',
            `tsconfig.strict-${resolution}.json`,
          ],
          { cwd: app, env: cleanEnv },
        ),
      );
    return results;
  });

  const harness = (script, scriptArgs = []) =>
    run(process.execPath, [join('harness', script), ...scriptArgs], { cwd: app, env: cleanEnv });
  const report = (result) => {
    const text = result.output.trimEnd();
    if (text) console.log(text);
    return result.code === 0;
  };

  let origin;
  await step(
    'Node ESM and CJS: import()/require() of every entry, SDK calls to the reference server',
    async () => {
      const from = Date.now();
      origin = await serverReady;
      console.log(`  ok   reference server ready at ${origin} (waited ${seconds(from)})`);
      return report(await harness('node-imports.mjs', [origin]));
    },
  );

  await step(
    'a hook renders: server render with prefetched data, hydration in jsdom, client fetch',
    async () => {
      if (!origin) origin = await serverReady;
      return report(await harness('hooks.mjs', [origin]));
    },
  );
  stopServer();

  const ssrJson = join(app, 'out/ssr-esm.json');
  const ssrEsm = await step(
    'server render of every exported component (ESM, no window/document, ServerStyleSheet)',
    async () => report(await harness('ssr.mjs', ['esm', ssrJson])),
  );
  await step('server render of every exported component (CJS builds, require())', async () =>
    report(await harness('ssr.mjs', ['cjs', join(app, 'out/ssr-cjs.json')])),
  );
  await step(
    'hydration of the server markup in jsdom (hydrateRoot, no warning allowed)',
    async () => {
      if (!existsSync(ssrJson)) {
        console.log('  FAIL no server markup to hydrate');
        return false;
      }
      const passed = report(await harness('hydrate.mjs', [ssrJson]));
      return passed && ssrEsm;
    },
  );

  await step(
    'tsc --noEmit (strict, skipLibCheck: false, module/moduleResolution nodenext)',
    async () => {
      const result = await tscRun;
      if (result.code === 0) {
        console.log('  ok   0 errors in the fixture and in the published .d.ts of every package');
        return true;
      }
      const errors = [...result.output.matchAll(/^(.+?)\(\d+,\d+\): error (TS\d+): (.*)$/gm)].map(
        ([, file, code, message]) => ({ file, code, message }),
      );
      const byPlace = new Map();
      for (const { file, code } of errors) {
        const place = file.startsWith('node_modules/')
          ? file
              .split('/')
              .slice(1, file.startsWith('node_modules/@') ? 3 : 2)
              .join('/')
          : `fixture ${file}`;
        const key = `${place} ${code}`;
        byPlace.set(key, (byPlace.get(key) ?? 0) + 1);
      }
      console.log(
        `  FAIL ${errors.length} errors${errors.length === 0 ? `:\n${result.output}` : ':'}`,
      );
      for (const [key, count] of [...byPlace].sort((a, b) => b[1] - a[1]))
        console.log(`    ${String(count).padStart(5)} × ${key}`);
      const shown = new Set();
      for (const error of errors) {
        const key = `${error.file} ${error.code}`;
        if (shown.has(key) || shown.size >= 15) continue;
        shown.add(key);
        console.log(`    e.g. ${error.file}: ${error.code} ${error.message.slice(0, 220)}`);
      }
      return false;
    },
  );

  await step(
    `tsc of the strict consumer (exactOptionalPropertyTypes; every query factory prefetched, every mutation factory used) under moduleResolution ${strictResolutions.join(', ')}`,
    async () => {
      const results = await strictRuns;
      let ok = true;
      results.forEach((result, index) => {
        const errors = result.output.split('\n').filter((line) => /error TS\d+/.test(line));
        if (result.code === 0) console.log(`  ok   ${strictResolutions[index]}: 0 errors`);
        else {
          ok = false;
          console.log(`  FAIL ${strictResolutions[index]}: ${errors.length} errors`);
          for (const line of errors.slice(0, 15)) console.log(`    ${line.slice(0, 300)}`);
          if (errors.length === 0) console.log(result.output);
        }
      });
      return ok;
    },
  );

  await step('Vite production build of a small app; size of single imports', async () =>
    report(await harness('vite-build.mjs')),
  );
  await step('quiet builds: Rollup 4 and Vite 8 print no warning that names a kit file', async () =>
    report(await harness('quiet-builds.mjs')),
  );
} catch (error) {
  if (error?.message !== 'stop') {
    console.log(`\nThe check stopped: ${error?.stack ?? error}`);
    steps.push({ title: 'the check itself', passed: false });
  }
} finally {
  stopServer();
}

heading(`summary (React ${reactMajor}, ${seconds(started)})`);
for (const { title, passed } of steps) console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${title}`);
const failed = steps.filter(({ passed }) => !passed).length;
if (keep) console.log(`\nThe app is kept in ${app}`);
else rmSync(work, { recursive: true, force: true });
console.log(
  failed === 0 ? '\nThe consumer check passed.' : `\nThe consumer check FAILED: ${failed} step(s).`,
);
process.exit(failed === 0 ? 0 : 1);
