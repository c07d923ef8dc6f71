// The build of the published packages (core, sdk, hooks, ui), shared by their tsup configs.
//
// One output module per source module, ESM (`.js`) and CommonJS (`.cjs`), so that an app pays
// only for what it imports: a bundler drops every module whose exports go unused (the packages
// say `"sideEffects": false`), and Node loads just the files an import reaches. Declarations are
// rolled up per public entry (`index.d.ts`, `index.d.cts`, ...), since extensionless relative
// imports inside per-file declarations would not resolve for `"moduleResolution": "node16"`.
//
// - Sources: the modules the public entries reach (found with a first esbuild pass), never
//   tests, stories or fixtures.
// - Relative imports are rewritten to the built file with its extension (`./button/index.js`
//   or `.cjs`), as Node's ESM loader requires; packages stay external.
// - `'use client'` goes on the modules that need the client in a React Server Components app
//   (hooks, context, JSX, styled-components, client libraries), and on none else: the barrels,
//   tokens, messages and formatters stay importable from a server component.
// - Styled components go through styled-components' own Babel plugin: each gets a `componentId`
//   from the package name, its file and its position (so a server and a browser, or two bundles,
//   give it the same class), a `displayName`, and a `/*#__PURE__*/` call in place of the tagged
//   template, so a bundler drops an unused one even inside a module that is kept. docs/ssr.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { build } from 'esbuild';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** Resolves a relative specifier of `importer` to a source file, or undefined. */
function resolveSource(importer, specifier) {
  const base = path.resolve(path.dirname(importer), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    // TypeScript's ESM style: `./file.js` written for `./file.ts`.
    ...SOURCE_EXTENSIONS.map((extension) => base.replace(/\.js$/, extension)),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(
    (candidate) => SOURCE_EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate),
  );
}

/** The source modules the public entries reach (type-only imports are elided by esbuild). */
async function reachableSources(entries, cwd) {
  const result = await build({
    absWorkingDir: cwd,
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: 'reachable',
    metafile: true,
    logLevel: 'silent',
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    plugins: [
      {
        name: 'packages-external',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => input.startsWith('src/'))
    .sort();
}

const CLIENT_PACKAGES =
  /^(react|react-dom(\/.*)?|styled-components|swiper\/react|downshift|@floating-ui\/react|react-hook-form|@hookform\/resolvers(\/.*)?|lucide-react)$/;

/** The value (not type-only) imports and re-exports of a module: [specifier, clause][]. */
function valueImports(source) {
  const imports = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[2]) continue;
    const clause = match[3];
    // `import { type A, type B } from` imports nothing at run time.
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (clause.startsWith('{') && names.every((name) => name.startsWith('type '))) continue;
    imports.push([match[4], clause, match[1]]);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    imports.push([match[1], '', 'import']);
  return imports;
}

/** Whether a module has only re-exports and type declarations (a barrel). */
function isBarrel(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s*export\s+(type\s+)?(\*|\{[^}]*\})\s*(as\s+\w+\s*)?from\s*['"][^'"]+['"];?/gm, '')
    .trim();
  return code === '';
}

/**
 * Whether a module is a compound's assembly (`<widget>/compound.ts`): it wraps a client
 * component in a component of its own and attaches the client parts to it, so that a Server
 * Component can write both `<Field label>` and `<Field.Root>`. It only passes client references
 * on, so it stays neutral; it may use React's `createElement` and `forwardRef`, never a hook or
 * a context (the build fails when it does), and being a `.ts` file it has no JSX.
 */
function isCompoundAssembly(file, source) {
  if (path.basename(file) !== 'compound.ts') return false;
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  // A `.ts` file has no JSX; a hook or a context would need the client.
  if (/\buse[A-Z]\w*\(|createContext/.test(code))
    throw new Error(`${file}: a compound assembly may not use a hook or a context`);
  return true;
}

/** Decides, for every source module, whether it carries `'use client'`. */
function clientModules(files, cwd) {
  const sources = new Map(files.map((file) => [file, readFileSync(path.join(cwd, file), 'utf8')]));
  const direct = new Set();
  const edges = new Map();
  const neutral = new Set();
  for (const [file, source] of sources) {
    if (isCompoundAssembly(file, source)) {
      neutral.add(file);
      continue;
    }
    const targets = [];
    let client = false;
    for (const [specifier, clause] of valueImports(source)) {
      if (specifier.startsWith('.')) {
        const target = resolveSource(path.join(cwd, file), specifier);
        if (target) targets.push(path.relative(cwd, target));
      } else if (CLIENT_PACKAGES.test(specifier)) {
        client = true;
      } else if (
        specifier === '@tanstack/react-query' &&
        /\buse[A-Z]|Provider|Boundary/.test(clause)
      ) {
        client = true;
      }
    }
    if (!client && file.endsWith('.tsx') && /<[A-Za-z>]/.test(source) && !isBarrel(source))
      client = true;
    if (client) direct.add(file);
    edges.set(file, targets);
  }
  // A module that runs a client module's code at its top level (a styled() call, a context) is
  // client too; barrels only pass exports on and stay neutral.
  const client = new Set(direct);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [file, targets] of edges) {
      if (client.has(file) || neutral.has(file) || isBarrel(sources.get(file))) continue;
      if (targets.some((target) => client.has(target))) {
        client.add(file);
        changed = true;
      }
    }
  }
  return client;
}

/** esbuild plugin: relative imports point at the built sibling files, and directives. */
function perModulePlugin({ cwd, client }) {
  return {
    name: 'carrello:per-module',
    setup(pluginBuild) {
      const extension = pluginBuild.initialOptions.format === 'cjs' ? '.cjs' : '.js';
      pluginBuild.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = resolveSource(args.importer, args.path);
        if (!target) return undefined;
        let relative = path
          .relative(path.dirname(args.importer), target)
          .replace(/\.tsx?$/, extension)
          .split(path.sep)
          .join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return { path: relative, external: true };
      });
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const file = path.relative(cwd, args.path);
        let contents = await styledComponentsTransform(readFileSync(args.path, 'utf8'), args.path);
        if (client.has(file) && !/^\s*['"]use client['"]/.test(contents)) {
          contents = `'use client';\n${contents}`;
        }
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

// The kit's own `styled` (`theme/styled-skin`, styled-components' API with a default theme) is
// treated as styled-components' itself.
const STYLED_IMPORTS = /from\s+['"](styled-components|\.\.\/theme\/styled-skin)['"]/;

/**
 * Runs styled-components' Babel plugin over a TypeScript source, which stays TypeScript for
 * esbuild: componentId and displayName on every styled component, template literals turned into
 * pure calls. Modules that import no styled API are returned as they are.
 */
async function styledComponentsTransform(source, filename) {
  if (!STYLED_IMPORTS.test(source)) return source;
  const result = await transformAsync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    parserOpts: { plugins: ['typescript', 'jsx'] },
    generatorOpts: { retainLines: true },
    plugins: [
      [
        'babel-plugin-styled-components',
        {
          ssr: true,
          displayName: true,
          // Class names read `StyledBadge-sc-…`: the component's own name, not its file's.
          fileName: false,
          pure: true,
          transpileTemplateLiterals: true,
          minify: false,
          // Matched as written in the import (picomatch), so the kit's one spelling is named.
          topLevelImportPaths: ['../theme/styled-skin'],
        },
      ],
    ],
  });
  if (!result?.code) throw new Error(`styled-components transform gave nothing for ${filename}`);
  return result.code;
}

/**
 * The tsup options of a published package.
 * @param {object} options
 * @param {Record<string, string>} options.entries public entries, by declaration name
 *   (`{ index: 'src/index.ts', schemas: 'src/schemas/index.ts' }`)
 * @param {string} [options.cwd] the package folder
 */
export async function kitBuild({ entries, cwd = process.cwd() }) {
  const files = await reachableSources(Object.values(entries), cwd);
  const client = clientModules(files, cwd);
  return {
    entry: files,
    format: ['esm', 'cjs'],
    bundle: true,
    splitting: false,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    dts: { entry: entries },
    // The workspace's `@carrello/source` condition stays out of the build.
    esbuildOptions(options) {
      options.conditions = [];
    },
    esbuildPlugins: [perModulePlugin({ cwd, client })],
  };
}
