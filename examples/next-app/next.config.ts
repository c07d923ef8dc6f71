import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The build goes to dist/, which git, ESLint and Prettier already ignore in this repository;
  // NEXT_DIST_DIR moves it (scripts/webpack-build.mjs builds with webpack into dist/webpack, so
  // it never overwrites the Turbopack build that scripts/smoke.mjs serves).
  distDir: process.env.NEXT_DIST_DIR || 'dist',
  // The kit's React-free packages are not bundled on the server: Node loads their published
  // builds (dist/*.js) like any npm package. @carrello/ui and @carrello/hooks (and React libraries
  // in general) must be bundled: the App Router renders with its own copy of React, which a
  // package that Node loads by itself would not share ("Cannot read properties of null (reading
  // 'useContext')"), and only the bundler turns their 'use client' modules into client references.
  serverExternalPackages: ['@carrello/core', '@carrello/sdk'],
  // The SWC port of styled-components' Babel plugin: readable, stable class names for the app's
  // own styled components (the kit's are already compiled).
  compiler: { styledComponents: true },
};

export default nextConfig;
