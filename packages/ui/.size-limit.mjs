// What a chain's app pays for the kit (`pnpm bench:size`), gzip, measured the way an app builds:
// a consumer entry that imports one thing, bundled and minified by esbuild for production
// (`process.env.NODE_ENV` is "production", as every bundler sets it in a production build), with
// React, React DOM and styled-components left out (the app has them already).
// Read from the built `dist` (run `pnpm --filter @carrello/ui build` first).
const shared = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

/** Bundles for production, as an app's bundler would. */
function production(config) {
  return { ...config, define: { ...config.define, 'process.env.NODE_ENV': '"production"' } };
}

function budget(name, path, imports, limit) {
  return {
    name,
    path,
    import: imports,
    ignore: shared,
    gzip: true,
    limit,
    modifyEsbuildConfig: production,
  };
}

export default [
  budget("import { Badge } from '@carrello/ui'", 'dist/index.js', '{ Badge }', '3 kB'),
  budget(
    "import { VisuallyHidden } from '@carrello/ui/headless'",
    'dist/headless.js',
    '{ VisuallyHidden }',
    '0.5 kB',
  ),
  budget("import { SearchBox } from '@carrello/ui'", 'dist/index.js', '{ SearchBox }', '25 kB'),
  budget("import { InvoiceForm } from '@carrello/ui'", 'dist/index.js', '{ InvoiceForm }', '45 kB'),
  budget("import * as kit from '@carrello/ui'", 'dist/index.js', '*', '225 kB'),
  budget("import * as headless from '@carrello/ui/headless'", 'dist/headless.js', '*', '205 kB'),
];
