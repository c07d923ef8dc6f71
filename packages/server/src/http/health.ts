import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { catalogueChanges, type ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';

/** How long `/readyz` waits for the database before calling it down. */
const DATABASE_CHECK_MS = 2000;

type CheckState = 'ok' | 'down';

const LIVENESS_SCHEMA = {
  summary: 'Liveness: the process answers',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] } },
      required: ['status'],
      additionalProperties: false,
    },
  },
} as const;

const READINESS_BODY = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    database: { type: 'string', enum: ['ok', 'down'] },
    changeFeed: { type: 'string', enum: ['ok', 'down'] },
  },
  required: ['status', 'database', 'changeFeed'],
  additionalProperties: false,
} as const;

const READINESS_SCHEMA = {
  summary: 'Readiness: the database answers and catalogue changes are heard',
  response: { 200: READINESS_BODY, 503: READINESS_BODY },
} as const;

/**
 * Logs the catalogue change feed's state once per change of state (lost, back), never per
 * notification: while it is lost, the catalogue caches are bypassed and commits of other
 * processes are not heard. Returns the unsubscribe.
 */
function logChangeFeedState(feed: ChangeFeed, log: FastifyBaseLogger): () => void {
  let live = feed.live;
  if (!live) log.warn('catalogue change feed not listening yet: catalogue caches bypassed');
  return feed.subscribe(() => {
    if (feed.live === live) return;
    live = feed.live;
    if (live) log.info('catalogue change feed listening again: catalogue caches back in use');
    else log.warn('catalogue change feed lost: catalogue caches bypassed until it is back');
  });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the health routes look at. */
interface HealthOptions {
  db: Db;
  /** The catalogue change feed; by default the one `openDatabase` started for `db`. */
  feed?: ChangeFeed | undefined;
}

/**
 * The routes a load balancer polls. `/healthz` (and `/health`, its older name) is liveness: the
 * process answers, nothing else is touched. `/readyz` is readiness: 200 when the database answers
 * a query within 2 s and the catalogue change feed is listening, else 503; the body names each
 * check as `ok` or `down` and nothing more. Neither is rate limited, and neither writes a request
 * log line (polled every few seconds, they would drown the log); the database going down or
 * coming back is logged once per change, and the feed's state by {@link logChangeFeedState}.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const { db } = options;
  const feed = 'feed' in options ? options.feed : catalogueChanges(db);
  if (feed) {
    const stop = logChangeFeedState(feed, app.log);
    app.addHook('onClose', async () => {
      stop();
    });
  }
  const liveness = async () => ({ status: 'ok' as const });
  for (const url of ['/healthz', '/health'])
    app.get(url, { schema: LIVENESS_SCHEMA, logLevel: 'warn' }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return liveness();
    });

  let databaseWasUp = true;
  app.get('/readyz', { schema: READINESS_SCHEMA, logLevel: 'warn' }, async (_request, reply) => {
    const databaseUp = await databaseAnswers(db);
    if (databaseUp !== databaseWasUp) {
      databaseWasUp = databaseUp;
      // The app's logger: the route's own stays quiet below warn.
      if (databaseUp) app.log.info('database answers again: ready');
      else app.log.error('database does not answer: not ready');
    }
    const feedUp = feed?.live ?? false;
    const ready = databaseUp && feedUp;
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ready ? ('ready' as const) : ('unavailable' as const),
      database: (databaseUp ? 'ok' : 'down') satisfies CheckState,
      changeFeed: (feedUp ? 'ok' : 'down') satisfies CheckState,
    };
  });
}

/** {@link registerHealth} as an encapsulated plugin: `app.register(healthRoutes, { db })`. */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  registerHealth(app, options);
}
