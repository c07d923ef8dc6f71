import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as one that decorates or hooks the scope registering it, as `fastify-plugin`
 * does: Fastify then skips the plugin's encapsulation (the `skip-override` symbol of Fastify's
 * plugin guide), and names it in errors and `printPlugins()`. Every other plugin of the server
 * stays encapsulated.
 */
export function inParentScope<TOptions extends FastifyPluginOptions = Record<never, never>>(
  plugin: FastifyPluginAsync<TOptions>,
  name: string,
): FastifyPluginAsync<TOptions> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
