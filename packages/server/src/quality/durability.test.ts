import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARIO } from '../seed/index';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// The real server process on a PGlite data folder: acknowledged writes must survive a crash
// (SIGKILL) and a graceful stop (SIGTERM) must finish the requests already running.

const SDK = { 'x-requested-with': 'XMLHttpRequest', 'x-ebsn-client': 'carrello-web' };

interface Answer {
  status: number;
  body: {
    response?: { status?: number; errors?: Array<{ error?: string }> };
    data?: Record<string, unknown> | null;
  };
}

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'carrello-durability-'));
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  server = await startServerProcess({ CARRELLO_DATA_DIR: dataDir, CARRELLO_SEED_PRODUCTS: '60' });
  return server;
}

async function call(
  origin: string,
  path: string,
  init: { method?: string; token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...SDK };
  if (init.token) headers['x-ebsn-account'] = init.token;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { ...SDK, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: MARIO.login, password: MARIO.password }).toString(),
  });
  const token = response.headers.get('x-ebsn-account');
  if (response.status !== 200 || !token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

const acknowledged = (answer: Answer) =>
  answer.status === 200 && answer.body.response?.status === 0;

/** A kind of write the test can make and later check, when the server implements it. */
interface WriteKind {
  name: string;
  /** Makes write number `n`; resolves with whether the server acknowledged it. */
  write(n: number): Promise<boolean>;
  /** The writes (by number) that are stored now. */
  stored(): Promise<Set<number>>;
}

function writeKinds(origin: string, token: string, productIds: number[]): WriteKind[] {
  const listName = (n: number) => `Durevole ${n}`;
  return [
    {
      name: 'lists.create',
      write: async (n) =>
        acknowledged(
          await call(origin, '/ebsn/api/wishlist/create', { token, form: { name: listName(n) } }),
        ),
      stored: async () => {
        const answer = await call(origin, '/ebsn/api/wishlist/list', { token });
        const lists = (answer.body.data?.lists ?? []) as Array<{ name?: string }>;
        const numbers = lists
          .map((list) => /^Durevole (\d+)$/.exec(list.name ?? '')?.[1])
          .filter((n): n is string => n !== undefined);
        return new Set(numbers.map(Number));
      },
    },
    {
      name: 'cart.addProduct',
      // Write n adds product n of the catalogue: a stored write is a cart line of that product.
      write: async (n) => {
        const productId = productIds[n % productIds.length];
        if (productId === undefined) return false;
        return acknowledged(
          await call(origin, '/ebsn/api/cart/add-product', {
            token,
            json: { items: [{ productId, quantity: 1 }] },
          }),
        );
      },
      stored: async () => {
        const answer = await call(origin, '/ebsn/api/cart/view', { token });
        const items = JSON.stringify(answer.body.data ?? {});
        const present = new Set<number>();
        productIds.forEach((productId, n) => {
          if (new RegExp(`"productId":${productId}[,}]`).test(items)) present.add(n);
        });
        return present;
      },
    },
  ];
}

async function productIdsOf(origin: string, token: string): Promise<number[]> {
  const answer = await call(origin, '/ebsn/api/products?page_size=30', { token });
  const products = (answer.body.data?.products ?? []) as Array<{ productId?: number }>;
  return products.map((p) => p.productId).filter((id): id is number => typeof id === 'number');
}

/** Kinds whose first write the server acknowledges (areas land one by one). */
async function implementedKinds(kinds: WriteKind[]): Promise<WriteKind[]> {
  const usable: WriteKind[] = [];
  for (const kind of kinds) if (await kind.write(0)) usable.push(kind);
  return usable;
}

describe('the server process on a PGlite data folder', () => {
  it('loses no acknowledged write when killed with SIGKILL in the middle of a stream of writes', async () => {
    let running = await start();
    let token = await signIn(running.origin);
    const productIds = await productIdsOf(running.origin, token);
    const kinds = await implementedKinds(writeKinds(running.origin, token, productIds));
    expect(
      kinds.map((k) => k.name),
      'no write operation is implemented yet',
    ).not.toEqual([]);

    // Four writers per kind keep requests in flight; the kill lands after 40 acknowledged writes.
    const acked = new Map<string, Set<number>>(kinds.map((k) => [k.name, new Set([0])]));
    let next = 1;
    let total = 0;
    let killed = false;
    const killedAfter = new Promise<void>((resolve) => {
      const writer = async (kind: WriteKind) => {
        while (!killed) {
          const n = next++;
          const ok = await kind.write(n).catch(() => false);
          if (ok && !killed) {
            acked.get(kind.name)!.add(n);
            total += 1;
            if (total >= 40) {
              killed = true;
              running.child.kill('SIGKILL');
              resolve();
            }
          }
        }
      };
      for (const kind of kinds) for (let i = 0; i < 4; i += 1) void writer(kind);
    });
    await killedAfter;
    expect(await running.exited).toBe('SIGKILL');
    expect(total).toBeGreaterThanOrEqual(40);

    running = await start();
    token = await signIn(running.origin);
    for (const kind of writeKinds(running.origin, token, productIds).filter((k) =>
      acked.has(k.name),
    )) {
      const stored = await kind.stored();
      const lost = [...acked.get(kind.name)!].filter((n) => !stored.has(n));
      expect(lost, `${kind.name}: acknowledged writes lost after SIGKILL`).toEqual([]);
    }
    running.child.kill('SIGKILL');
    await running.exited;
  }, 240_000);

  it('finishes a request already running when stopped with SIGTERM, then exits 0', async () => {
    const running = await start();
    const token = await signIn(running.origin);

    // A request whose body is still arriving: the server has taken it, the handler waits.
    const body = new URLSearchParams({ name: 'Lista della chiusura' }).toString();
    const socket = connect(running.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const reply = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.once('end', () => resolve(text));
      socket.once('close', () => resolve(text));
      socket.once('error', reject);
    });
    socket.write(
      [
        'POST /ebsn/api/wishlist/create HTTP/1.1',
        `Host: 127.0.0.1:${running.port}`,
        'X-Requested-With: XMLHttpRequest',
        `X-Ebsn-Account: ${token}`,
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 5),
      ].join('\r\n'),
    );
    await running.waitForLog(
      (line) =>
        line.msg === 'incoming request' &&
        JSON.stringify(line.req ?? {}).includes('/ebsn/api/wishlist/create'),
    );

    running.child.kill('SIGTERM');
    await running.waitForLog((line) => line.msg === 'shutting down');
    // The rest of the body, and a second request pipelined on the same live connection.
    socket.write(
      `${body.slice(5)}GET /ebsn/api/auth/test HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );

    const answers = (await reply).split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((raw) => raw.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    for (const raw of answers) {
      const json = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Answer['body'];
      expect(json.response?.status).toBe(0);
    }
    expect(await running.exited).toBe(0);

    const again = await start();
    const check = await call(again.origin, '/ebsn/api/wishlist/list', {
      token: await signIn(again.origin),
    });
    const names = ((check.body.data?.lists ?? []) as Array<{ name?: string }>).map((l) => l.name);
    expect(names).toContain('Lista della chiusura');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
