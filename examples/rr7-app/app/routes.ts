import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('category/:slug', 'routes/category.tsx'),
  // The browser calls this app's own origin; these resource routes forward to the EBSN backend.
  route('ebsn/api/*', 'routes/ebsn-proxy.ts'),
  route('media/*', 'routes/media-proxy.ts'),
] satisfies RouteConfig;
