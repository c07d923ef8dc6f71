import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase } from './connect';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, type DataDirLock } from './data-dir-lock';

let dataDir: string;
let lockPath: string;
const held: DataDirLock[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'carrello-lock-'));
  lockPath = join(dataDir, LOCK_FILE_NAME);
});
afterEach(async () => {
  for (const lock of held.splice(0)) lock.release();
  await rm(dataDir, { recursive: true, force: true });
});

function lock(): DataDirLock {
  const taken = lockDataDir(dataDir);
  held.push(taken);
  return taken;
}

function writeLock(owner: { pid: number; host?: string; startedAt?: string }) {
  const content = { host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', ...owner };
  writeFileSync(lockPath, JSON.stringify(content));
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function lockedError(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the data folder was not refused');
}

describe('lockDataDir', () => {
  it('writes the owner into the lock file and removes it on release', () => {
    const taken = lock();
    const content = JSON.parse(readFileSync(lockPath, 'utf8')) as Record<string, unknown>;
    expect(content).toMatchObject({ pid: process.pid, host: hostname() });
    expect(Number.isNaN(Date.parse(String(content.startedAt)))).toBe(false);
    expect(taken.takenOverFrom).toBeNull();

    taken.release();
    taken.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('creates a missing data folder before locking it', () => {
    dataDir = join(dataDir, 'nested', 'data');
    lockPath = join(dataDir, LOCK_FILE_NAME);
    lock();
    expect(existsSync(lockPath)).toBe(true);
  });

  it('refuses a folder a live process owns, naming the folder and the pid', () => {
    const owner = process.ppid;
    writeLock({ pid: owner });
    const error = lockedError(() => lock());
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`process ${owner}`);
    expect(error.owner?.pid).toBe(owner);
    // The owner's lock file is left as it was.
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: owner });
  });

  it('refuses a second lock from the same process', () => {
    lock();
    const error = lockedError(() => lock());
    expect(error.owner?.pid).toBe(process.pid);
  });

  it('takes over the lock of a process that is gone', async () => {
    const pid = await deadPid();
    writeLock({ pid });
    const taken = lock();
    expect(taken.takenOverFrom).toMatchObject({ pid });
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over our own pid left by a previous life (a restarted container)', () => {
    writeLock({ pid: process.pid });
    expect(lock().takenOverFrom).toMatchObject({ pid: process.pid });
  });

  it('respects a lock taken on another host, whose pid cannot be checked', async () => {
    writeLock({ pid: await deadPid(), host: 'another-host' });
    expect(lockedError(() => lock()).message).toContain('on another-host');
  });

  it('waits for a lock file being written, and takes over one left unreadable', () => {
    writeFileSync(lockPath, '');
    expect(lockedError(() => lock()).owner).toBeNull();

    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath, longAgo, longAgo);
    expect(lock().takenOverFrom).toMatchObject({ pid: 0 });
  });

  it('leaves in place a lock file that is no longer its own', () => {
    const taken = lock();
    writeLock({ pid: process.ppid });
    taken.release();
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.ppid });
  });
});

describe('openDatabase on a locked folder', () => {
  it('refuses before PGlite creates or opens any file', async () => {
    writeLock({ pid: process.ppid });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
  });
});
