// A Vite production build of the fixture app, then one build per measured import with react,
// react-dom and styled-components left out (what the import adds to an app that has them).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
let failed = 0;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;
const outputsOf = (result) => (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);

try {
  const app = outputsOf(
    await build({
      root,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir: 'dist-app', emptyOutDir: true, write: true },
    }),
  );
  const js = app.filter((file) => file.type === 'chunk');
  const html = app.find((file) => file.fileName === 'index.html');
  if (!html || js.length === 0) throw new Error('the build wrote no index.html or no script');
  const total = js.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
  console.log(
    `  ok   vite build of the fixture app: ${js.length} JS chunk(s), ${kb(total)} gzip in all`,
  );
} catch (error) {
  failed += 1;
  console.log(`  FAIL vite build of the fixture app: ${error?.message ?? error}`);
}

const measures = [
  ["import { Badge } from '@carrello/ui'", 'src/size/badge.ts', '3 KB'],
  [
    "import { VisuallyHidden } from '@carrello/ui/headless'",
    'src/size/visually-hidden.ts',
    '0.5 KB',
  ],
  ["import { SearchBox } from '@carrello/ui'", 'src/size/search-box.ts', '25 KB'],
  ["import { InvoiceForm } from '@carrello/ui'", 'src/size/invoice-form.ts', '45 KB'],
];
const rows = [];
for (const [label, entry, budget] of measures) {
  try {
    const output = outputsOf(
      await build({
        root,
        configFile: false,
        logLevel: 'error',
        build: {
          write: false,
          minify: true,
          modulePreload: false,
          rollupOptions: {
            input: entry,
            preserveEntrySignatures: 'strict',
            external: (id) => /^(react|react-dom|styled-components)($|\/)/.test(id),
          },
        },
      }),
    );
    // What loading the import costs: its entry chunk and every chunk it imports statically.
    const chunks = new Map(
      output.filter((file) => file.type === 'chunk').map((c) => [c.fileName, c]),
    );
    const seen = new Set();
    const queue = [...chunks.values()]
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.fileName);
    while (queue.length > 0) {
      const name = queue.pop();
      if (seen.has(name) || !chunks.has(name)) continue;
      seen.add(name);
      queue.push(...chunks.get(name).imports);
    }
    const css = output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    const bytes =
      [...seen].reduce((sum, name) => sum + gzip(chunks.get(name).code), 0) +
      css.reduce((sum, file) => sum + gzip(file.source), 0);
    rows.push([label, kb(bytes), budget]);
  } catch (error) {
    failed += 1;
    console.log(`  FAIL size build of ${label}: ${error?.message ?? error}`);
  }
}
if (rows.length > 0) {
  console.log(
    '  size of one import (Vite production build, minified, gzip level 9; react, react-dom, styled-components left out):',
  );
  const width = Math.max(...rows.map((row) => row[0].length));
  for (const [label, size, budget] of rows)
    console.log(`    ${label.padEnd(width)}  ${size.padStart(10)}   (budget ${budget})`);
}
process.exit(failed > 0 ? 1 : 0);
