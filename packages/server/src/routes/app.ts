import { applicationConfig, lastVersion } from '../services/app';
import type { Handlers } from './registry';

/** Handlers of the application: navigation and blocks, latest version. */
export const appHandlers: Handlers = {
  'app.config': async (ctx) => applicationConfig(ctx.db),
  'app.version': async (ctx) => lastVersion(ctx.db, ctx.query.platform),
};
