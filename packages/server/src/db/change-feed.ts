import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Channel the catalogue triggers notify on commit (migration 0110-catalogue-changes). */
const CATALOGUE_CHANNEL = 'carrello_catalogue';

/** Commits that changed the catalogue, as this process hears them. */
export interface ChangeFeed {
  /**
   * Whether every commit is being heard right now. While false (the listening connection to
   * PostgreSQL is down) a cache of the catalogue must not be trusted.
   */
  readonly live: boolean;
  /** Calls `listener` after each heard change, and whenever `live` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

class Feed implements ChangeFeed {
  live = false;
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }

  setLive(live: boolean): void {
    this.live = live;
    this.emit();
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The catalogue change feed of a database opened by `openDatabase`, if any. */
export function catalogueChanges(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * Listens on PGlite. Its notices are delivered before the committing query's promise resolves,
 * so a search that follows a write (in any code path of this process) already sees it. Call it
 * before any other query: PGlite is one session, and a LISTEN issued inside someone else's
 * transaction would only start at that commit.
 */
export async function listenPglite(db: object, pglite: PGlite): Promise<void> {
  const feed = new Feed();
  await pglite.listen(CATALOGUE_CHANNEL, () => feed.emit());
  feed.live = true;
  feeds.set(db, feed);
}

const RECONNECT_MS = 1000;

/**
 * Listens on PostgreSQL through a connection of its own (notices from every process reach it a
 * moment after the commit). When the connection drops the feed is not live until it listens
 * again, and then announces a change, since commits in between were not heard.
 */
export async function listenPostgres(
  db: object,
  clientConfig: pg.ClientConfig,
): Promise<{ close(): Promise<void> }> {
  const feed = new Feed();
  feeds.set(db, feed);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (feed.live) feed.setLive(false);
      if (!closed) {
        timer = setTimeout(() => void connect(), RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) feed.emit();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      if (client === next && !closed) feed.setLive(true);
    } catch {
      lost();
    }
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (feed.live) feed.setLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
