import { devToolsOn } from '../config';
import { DEV_APP_VERSION_COOKIE } from './dev-app-version';
import { applicationConfig, lastVersion } from '../services/app';
import type { Handlers } from './registry';

/** Handlers of the application: navigation and blocks, latest version. */
export const appHandlers: Handlers = {
  'app.config': async (ctx) => applicationConfig(ctx.db),
  'app.version': async (ctx) => {
    // The development control (/dev/app-version) raises the version for one browser only.
    const raised = devToolsOn(ctx.config)
      ? ctx.request.cookies?.[DEV_APP_VERSION_COOKIE]
      : undefined;
    return lastVersion(ctx.db, ctx.query.platform, raised ?? ctx.config.appLastVersion);
  },
};
