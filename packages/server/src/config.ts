import { resolve } from 'node:path';

import { contractPath, defaultDataDir, hasStorefrontBuild, storefrontDistPath } from './paths';

/** Settings of one server instance. */
export interface ServerConfig {
  /** Production mode: the session cookie is `Secure`. */
  production: boolean;
  /** OpenAPI document implemented by the server. */
  contractPath: string;
  /** Folder of the built storefront to serve with an SPA fallback; none when undefined. */
  storefrontDir?: string;
  /** Lifetime of a session without "remember me", in hours. @default 12 */
  sessionHours: number;
  /** Lifetime of a session with "remember me", in days. @default 30 */
  rememberMeDays: number;
  /** Public origin used in e-mail links. @default http://localhost:8080 */
  publicUrl: string;
}

/**
 * Settings read from the environment (`NODE_ENV`, `PUBLIC_URL`, `PORT`, and `STOREFRONT_DIST`, a
 * built storefront to serve instead of the workspace's `examples/storefront/dist`).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const storefrontDir = env.STOREFRONT_DIST ? resolve(env.STOREFRONT_DIST) : storefrontDistPath;
  return {
    production: env.NODE_ENV === 'production',
    contractPath,
    ...(hasStorefrontBuild(storefrontDir) ? { storefrontDir } : {}),
    sessionHours: 12,
    rememberMeDays: 30,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}

/** Settings for tests and embedding: development mode, no storefront. */
export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    production: false,
    contractPath,
    sessionHours: 12,
    rememberMeDays: 30,
    publicUrl: 'http://localhost:8080',
    ...overrides,
  };
}

export { defaultDataDir };
