import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: every route's loader runs on the server for the first
// request, and the browser hydrates what it rendered.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour, taken now: the build prints no future-flag warning, and the move
  // to 8 (Node 22) changes nothing here.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
