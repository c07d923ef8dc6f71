import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOCK_FILE_NAME } from '../db/data-dir-lock';
import {
  spawnServerProcess,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';

// Real server processes on one PGlite data folder: only one may own it. A second one exits at
// once with a message naming the folder and the owner, and the first keeps serving.

let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'carrello-owner-'));
});
afterAll(async () => {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ CARRELLO_DATA_DIR: dataDir, CARRELLO_SEED_PRODUCTS: '30' });

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(env());
  servers.push(server);
  return server;
}

async function authTest(server: ServerProcess) {
  const response = await fetch(`${server.origin}/ebsn/api/auth/test`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { response?: { status?: number } };
  return { status: response.status, envelope: body.response?.status };
}

const lockOwnerPid = () =>
  (JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number }).pid;

describe('one server per data folder', () => {
  it('refuses a second server, keeps the first serving, and hands the folder on when it stops', async () => {
    const first = await start();
    expect(lockOwnerPid()).toBe(first.child.pid);

    const second = await spawnServerProcess(env());
    servers.push(second);
    expect(await second.exited).toBe(1);
    const refusal = second.logs.find((line) => line.level === 60);
    expect(refusal?.msg).toContain(`The data folder ${dataDir} is in use by process`);
    expect(refusal?.msg).toContain(String(first.child.pid));
    expect(second.logs.some((line) => String(line.msg).includes('server ready'))).toBe(false);

    expect(await authTest(first)).toEqual({ status: 200, envelope: 0 });
    expect(lockOwnerPid()).toBe(first.child.pid);

    // A clean stop releases the folder; the next server opens the same data (no new seed).
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const third = await start();
    expect(third.logs.some((line) => line.msg === 'database seeded')).toBe(false);
    expect(await authTest(third)).toEqual({ status: 200, envelope: 0 });

    // SIGKILL leaves the lock file behind, with a pid that no longer runs: the next server
    // takes it over and says so.
    third.child.kill('SIGKILL');
    await third.exited;
    expect(lockOwnerPid()).toBe(third.child.pid);

    const fourth = await start();
    const warning = await fourth.waitForLog((line) =>
      String(line.msg).includes('took over the data folder lock'),
    );
    expect(warning.previousOwner).toMatchObject({ pid: third.child.pid });
    expect(lockOwnerPid()).toBe(fourth.child.pid);
    expect(await authTest(fourth)).toEqual({ status: 200, envelope: 0 });
  }, 360_000);
});
