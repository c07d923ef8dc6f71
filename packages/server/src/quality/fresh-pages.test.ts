import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { storefrontDistPath } from '../paths';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// Two server processes on one PostgreSQL database render the storefront's pages. A catalogue
// change committed anywhere must reach the pages each of them renders as soon as it reaches
// their API: the pages they share between shoppers follow the catalogue's change feed.
const url = process.env.DATABASE_URL;
const storefrontBuilt = existsSync(join(storefrontDistPath, 'server', 'entry-server.js'));

const servers: ServerProcess[] = [];
let database: string | undefined;

async function admin(statement: string, values: unknown[] = [], target = url): Promise<void> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (database) await admin(`drop database if exists ${database} with (force)`);
});

const SDK = { 'x-requested-with': 'XMLHttpRequest' };

async function productName(origin: string, slug: string): Promise<string> {
  const response = await fetch(`${origin}/ebsn/api/products?slug=${slug}`, { headers: SDK });
  return ((await response.json()) as { data: { name: string } }).data.name;
}

async function page(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('server-rendered pages on two processes sharing PostgreSQL', () => {
  it.skipIf(!url || !storefrontBuilt)(
    'show a renamed product as soon as each process’s API does',
    async () => {
      database = `carrello_fresh_pages_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${database}`);
      const target = new URL(url!);
      target.pathname = `/${database}`;
      const env = {
        DATABASE_URL: target.toString(),
        STOREFRONT_DIST: storefrontDistPath,
        CARRELLO_SEED_PRODUCTS: '60',
      };
      // The first seeds the database; the second finds it seeded.
      servers.push(await startServerProcess(env));
      servers.push(await startServerProcess(env));

      const list = await fetch(`${servers[0]!.origin}/ebsn/api/products?page_size=1`, {
        headers: SDK,
      });
      const [product] = (
        (await list.json()) as {
          data: { products: { productId: number; slug: string; name: string }[] };
        }
      ).data.products;
      const path = `/product/${product!.slug}`;
      // Each process renders the page once and keeps it for the next shoppers.
      for (const server of servers)
        expect(await page(server.origin, path)).toContain(product!.name);

      const renamed = `Passata di prova ${randomBytes(3).toString('hex')}`;
      await admin(
        'update products set name = $1 where id = $2',
        [renamed, product!.productId],
        target.toString(),
      );

      for (const server of servers) {
        await expect
          .poll(() => productName(server.origin, product!.slug), { timeout: 10_000 })
          .toBe(renamed);
        // The API has it: the page rendered next, on the same process, has it too.
        expect(await page(server.origin, path)).toContain(renamed);
      }
    },
    180_000,
  );
});
