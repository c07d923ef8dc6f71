// Quiet builds: every export of the four packages bundled by Rollup 4 (the bundler of Vite up to
// 7, and so of React Router's and most apps' production builds) and by Vite 8 (Rolldown) with
// @vitejs/plugin-react, as a React app builds. A warning that names a file of the kit fails the
// step; warnings about other files are counted apart.
//
// One kind is left out, as @vitejs/plugin-react leaves it out of every React app's build: Rollup's
// MODULE_LEVEL_DIRECTIVE for "use client". The kit's client modules must carry that directive for
// React Server Components, and an app's bundle does not need it (docs/ssr.md).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rollup } from 'rollup';
import react from '@vitejs/plugin-react';
import { build, createLogger } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = ['@carrello/core', '@carrello/sdk', '@carrello/hooks', '@carrello/ui'];
const subpaths = ['@carrello/core/schemas', '@carrello/ui/headless'];
// Every export used, so that nothing is tree-shaken before the bundler has read it.
const source = [...entries, ...subpaths]
  .map((specifier, index) => `import * as m${index} from '${specifier}';`)
  .concat(
    `console.log(${[...entries, ...subpaths].map((_, index) => `Object.values(m${index})`).join(', ')});`,
  )
  .join('\n');

const kitFile = /node_modules[\\/]@carrello[\\/]|@carrello\//;
let failed = 0;

function judge(bundler, messages) {
  const kit = messages.filter((message) => kitFile.test(message));
  const other = messages.length - kit.length;
  if (kit.length === 0) {
    console.log(
      `  ok   ${bundler}: no warning names a kit file${other > 0 ? ` (${other} about other files)` : ''}`,
    );
    return;
  }
  failed += 1;
  console.log(`  FAIL ${bundler}: ${kit.length} warning(s) name a kit file, e.g.`);
  for (const message of kit.slice(0, 5)) console.log(`    ${message.split('\n')[0].slice(0, 300)}`);
}

// Rollup, with the resolution Node's ESM loader uses (package exports, "import" condition).
try {
  const warnings = [];
  const bundle = await rollup({
    input: 'kit-entry',
    onwarn: (warning) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
        return;
      warnings.push(`${warning.code}: ${warning.id ?? ''} ${warning.message}`.trim());
    },
    plugins: [
      {
        name: 'consumer-resolve',
        resolveId(id, importer) {
          if (id === 'kit-entry') return id;
          if (id.startsWith('.') && importer) return resolve(dirname(importer), id);
          if (!id.startsWith('@carrello/')) return { id, external: true };
          // The kit's packages sit side by side in the app's node_modules.
          return fileURLToPath(import.meta.resolve(id));
        },
        load(id) {
          if (id === 'kit-entry') return source;
          return readFileSync(id, 'utf8');
        },
      },
    ],
  });
  await bundle.generate({ format: 'esm' });
  await bundle.close();
  judge('Rollup 4 bundle of every export', warnings);
} catch (error) {
  failed += 1;
  console.log(`  FAIL Rollup 4 bundle of every export: ${error?.message ?? error}`);
}

// Vite 8: everything it would print at the "warn" level goes through its logger.
try {
  const warnings = [];
  const logger = createLogger('warn');
  const collect = (message) => warnings.push(String(message));
  logger.warn = collect;
  logger.warnOnce = collect;
  logger.error = collect;
  await build({
    root,
    configFile: false,
    customLogger: logger,
    logLevel: 'warn',
    plugins: [
      react(),
      {
        name: 'kit-entry',
        resolveId: (id) => (id === 'kit-entry' ? '\0kit-entry' : undefined),
        load: (id) => (id === '\0kit-entry' ? source : undefined),
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'kit-entry' } },
  });
  judge('Vite 8 production build of every export (@vitejs/plugin-react)', warnings);
} catch (error) {
  failed += 1;
  console.log(`  FAIL Vite 8 production build of every export: ${error?.message ?? error}`);
}

process.exit(failed > 0 ? 1 : 0);
