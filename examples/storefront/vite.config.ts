import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

import {
  reactRouterProduction,
  STOREFRONT_DEDUPE,
  storefrontVersion,
} from '../support/storefront-vite.mjs';
import { storefrontPwa } from './vite.pwa.ts';
import { styledComponentIds } from './vite.styled-ids.ts';

// Where the EBSN API lives in development: the reference server by default, a chain's backend
// by configuration only (ARCHITECTURE "Running").
const apiUrl = process.env.EBSN_API_URL ?? 'http://localhost:8080';
const proxy = { target: apiUrl, changeOrigin: true };

/**
 * The shared libraries every page needs (React, the router, TanStack Query, styled-components,
 * openapi-fetch) in one chunk: one request instead of several, compressed together, and cached
 * across releases that change only the storefront.
 */
const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|styled-components|stylis|@emotion[\\/][^\\/]+|openapi-fetch)[\\/]/;

/**
 * React itself, a chunk of its own ahead of `framework`: React DOM's client is CommonJS, which the
 * bundler runs when first required; `src/app/react-dom-client.ts` requires it in this chunk's
 * evaluation, so that React DOM starts in a task of its own, not in the entry's with the app's
 * start-up (one task of ≈100 ms at Lighthouse's four times slower CPU, two under 70 ms now).
 */
const REACT =
  /(?:node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-dom-client\.ts$)/;

/**
 * The chunks every page's start-up runs (the entry and what it imports before the first render).
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) as their first line
 * has their functions compiled while they download, on a background thread, instead of each on
 * the main thread at its first call: nearly all of them run at start-up (React DOM's hydration,
 * the router, the first screen's components). The start-up's longest tasks got ≈40 ms shorter at
 * four times slower (the evaluation of React DOM, the hydration's effects). Route chunks stay
 * compiled lazily: most of their code is never run on a given page. Other engines ignore a
 * comment.
 */
const EAGER_CHUNKS = new Set(['react', 'framework', 'shell']);

/**
 * Puts the compile hint on the first line of the start-up's chunks (see {@link EAGER_CHUNKS}).
 * After every other plugin: the hint counts only as a file's very first line, and Vite's own
 * generateBundle puts its preload map there.
 */
function compileHints(): Plugin {
  return {
    name: 'carrello:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || EAGER_CHUNKS.has(chunk.name))) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // The source map's lines move down by the one added.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** The route every shopper lands on first, budgeted with the shell in `.size-limit.mjs`. */
const LANDING_ROUTE = /[\\/]src[\\/]routes[\\/]home\.tsx$/;

/** The storefront's entry module (index.html's script). */
const ENTRY_MODULE = /(?:[\\/]src[\\/]main\.tsx|\.html)$/;

/** Set while {@link firstLoadChunk} makes its trial build, which must not start another. */
const TRIAL_BUILD = 'CARRELLO_FIRST_LOAD_TRIAL';

/**
 * The storefront's and the kit's code of the home route's first load in one `shell` chunk.
 * Left to itself the bundler cuts that code into a chunk per set of routes sharing a module:
 * about twenty files of a few hundred bytes, each a request and each compressed alone, which
 * costs ≈5 kB gzip over the set. Which modules the first load uses is only known after tree
 * shaking (the packages' barrels reach every module), so the plugin first makes a trial build
 * in memory, unminified, and reads the modules of the entry's and the home route's static
 * imports from it. The home route's own chunk stays lazy; the libraries stay in `framework`.
 */
function firstLoadChunk() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'carrello:first-load-chunk',
    apply: 'build',
    async buildStart() {
      modules.clear();
      if (process.env[TRIAL_BUILD]) return;
      process.env[TRIAL_BUILD] = '1';
      try {
        const result = await build({
          configFile: fileURLToPath(import.meta.url),
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, manifest: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const { output } of outputs) {
          for (const file of output) if (file.type === 'chunk') chunks.set(file.fileName, file);
        }
        const staticClosure = (chunk: Rolldown.OutputChunk, seen: Set<Rolldown.OutputChunk>) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const imported of chunk.imports) {
            const next = chunks.get(imported);
            if (next) staticClosure(next, seen);
          }
        };
        const firstLoad = new Set<Rolldown.OutputChunk>();
        for (const chunk of chunks.values()) {
          const landing = chunk.facadeModuleId !== null && LANDING_ROUTE.test(chunk.facadeModuleId);
          if (chunk.isEntry || landing) staticClosure(chunk, firstLoad);
        }
        for (const chunk of firstLoad) {
          const landing = chunk.facadeModuleId !== null && LANDING_ROUTE.test(chunk.facadeModuleId);
          if (landing) continue;
          // The entry's own module stays in the entry chunk, which index.html loads.
          for (const id of chunk.moduleIds) if (!ENTRY_MODULE.test(id)) modules.add(id);
        }
      } finally {
        delete process.env[TRIAL_BUILD];
      }
    },
  };
  const group = {
    name: 'shell',
    test: (id: string) => modules.has(id) && !FRAMEWORK.test(id),
  };
  return { plugin, group };
}

const firstLoad = firstLoadChunk();

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the build, so that a
 * static server can send them compressed at no cost per request (@fastify/static
 * `preCompressed`, nginx `gzip_static`/`brotli_static`).
 */
function precompress(): Plugin {
  return {
    name: 'carrello:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file}.br`), br),
            writeFile(join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * The page's scripts after its largest picture. Every page arrives rendered by the server, so its
 * scripts only hydrate it: index.html's module script and preloads become a small inline script
 * that adds them once the page's main picture (the server marks it `fetchpriority="high"`: the
 * first product's photo, a product's own) has loaded and a frame with it has been painted, or at
 * once on a page without one. On a slow link the picture no longer shares it with ≈175 kB of
 * scripts (the largest contentful paint comes first, then the app), and what a shopper does
 * before the app is live is kept by index.html's first script. A picture that does not arrive
 * holds the app 3 s at most.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'carrello:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g),
        ];
        let page = html.replace(entry[0], '');
        for (const [tag] of preloads) page = page.replace(tag, '');
        const loader = `(function (d) {
        var started = false;
        var files = ${JSON.stringify(preloads.map(([, href]) => href))};
        function run() {
          var script = d.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          d.head.appendChild(script);
        }
        // The shared chunks one by one, each run in a task of its own (the libraries, then the
        // storefront's first screen), then the entry: one long task fewer at start-up. The
        // order is the one the entry's imports would run them in.
        function evaluate(index) {
          if (index === files.length) return run();
          import(files[index]).then(function () {
            setTimeout(function () {
              evaluate(index + 1);
            }, 0);
          }, run);
        }
        function load() {
          if (started) return;
          started = true;
          files.forEach(function (href) {
            var link = d.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            d.head.appendChild(link);
          });
          evaluate(0);
        }
        function afterPaint() {
          requestAnimationFrame(function () {
            setTimeout(load, 0);
          });
          setTimeout(load, 500);
        }
        function start() {
          var picture = d.querySelector('img[fetchpriority="high"]');
          if (!picture || picture.complete) return afterPaint();
          picture.addEventListener('load', afterPaint);
          picture.addEventListener('error', afterPaint);
          setTimeout(load, 3000);
        }
        if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);
        else start();
      })(document);`;
        return page.replace('</body>', `  <script>\n      ${loader}\n    </script>\n  </body>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    styledComponentIds(),
    scriptsAfterContent(),
    compileHints(),
    precompress(),
    firstLoad.plugin,
    ...storefrontPwa(),
  ],
  define: { __APP_VERSION__: JSON.stringify(storefrontVersion) },
  // The workspace packages from their sources, and Vite's own conditions (browser builds, the
  // production variants): setting `conditions` replaces the defaults, it does not add to them.
  resolve: {
    conditions: ['@carrello/source', ...defaultClientConditions],
    // The kit's sources resolve their own React (18.3, the kit's development copy) unless told
    // otherwise: one copy of React and of the libraries holding React context, the storefront's.
    dedupe: STOREFRONT_DEDUPE,
    // React Router's production build (examples/support/storefront-vite.mjs).
    alias: command === 'build' ? [reactRouterProduction.index, reactRouterProduction.dom] : [],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  preview: {
    proxy: { '/ebsn/api': proxy, '/media': proxy, '/dev': proxy },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Terser packs the storefront's code ≈4% smaller than the default minifier (measured on the
    // home route's first load), for a few more seconds of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
    // Every browser the es2022 target runs on preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 3 },
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            firstLoad.group,
          ],
        },
      },
    },
  },
}));
