/** Where zod 4 keeps its global configuration (`z.config()` reads and writes this object). */
const ZOD_CONFIG_KEY = '__zod_globalConfig';

/**
 * Tells zod to validate without compiling parsers, before zod itself loads: the server's
 * Content-Security-Policy allows no eval, and zod would otherwise probe with `new Function`
 * (which the policy blocks and reports). zod keeps its configuration on `globalThis` so that
 * every copy shares it; setting it here keeps zod out of the first load (the forms that
 * validate load it with their routes).
 */
export function makeZodJitless(): void {
  const scope = globalThis as { [ZOD_CONFIG_KEY]?: { jitless?: boolean } };
  scope[ZOD_CONFIG_KEY] ??= {};
  scope[ZOD_CONFIG_KEY].jitless = true;
}
