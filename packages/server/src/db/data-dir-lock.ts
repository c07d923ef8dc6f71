import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Name of the lock file inside a PGlite data folder. */
export const LOCK_FILE_NAME = 'carrello-server.lock';

/** Who holds a data folder: what the lock file says. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the owner took the lock. */
  startedAt: string;
}

/** A data folder this process owns until `release()`. */
export interface DataDirLock {
  dataDir: string;
  /** The lock file. */
  path: string;
  owner: LockOwner;
  /** The dead owner whose lock was taken over, if any. */
  takenOverFrom: LockOwner | null;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Another live process owns the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (since ${owner.startedAt})`
      : 'another process (its lock file is being written)';
    super(
      `The data folder ${dataDir} is in use by ${who}. Stop that server first, or set ` +
        `CARRELLO_DATA_DIR to another folder. If no server is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

// A lock file that cannot be read back is being written right now (the window between creating
// and writing it) unless it is older than this.
const UNREADABLE_GRACE_MS = 10_000;

// Lock files this process holds: our own pid in one of them is not a previous life.
const heldHere = new Set<string>();

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0)
      return null;
    return {
      pid: parsed.pid,
      host: typeof parsed.host === 'string' ? parsed.host : '',
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : '',
    };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Whether the lock file's owner is gone. A pid is only checked on this host; on another host
 * (a shared volume) the lock is always respected. Our own pid in a lock we have not taken is
 * a previous life of this container (same host name, same pid).
 */
function isStale(owner: LockOwner | null, path: string): boolean {
  if (!owner) {
    try {
      return Date.now() - statSync(path).mtimeMs > UNREADABLE_GRACE_MS;
    } catch {
      return true; // gone meanwhile: try to create it again
    }
  }
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(path);
  return !isAlive(owner.pid);
}

function sameOwner(a: LockOwner | null, b: LockOwner | null): boolean {
  return !!a && !!b && a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;
}

function createLockFile(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    // O_CREAT | O_EXCL: exactly one process creates the file.
    fd = openSync(path, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a stale lock file aside, atomically: of several processes taking over at once, one
 * renames it; the others find no file (and retry) or, if the winner's fresh lock was moved by
 * mistake, put it back.
 */
function removeStaleLock(path: string, stale: LockOwner | null): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (stale ? sameOwner(moved, stale) : moved === null) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
  unlinkSync(aside);
}

/**
 * Makes this process the only owner of a PGlite data folder, before PGlite opens any file in it.
 * Throws `DataDirLockedError` when a live process owns it; takes over the lock of a dead one.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  let takenOverFrom: LockOwner | null = null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createLockFile(path, owner)) {
      heldHere.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        process.removeListener('exit', release);
        try {
          if (sameOwner(readOwner(path), owner)) unlinkSync(path);
        } catch {
          // Best effort: a lock left behind is taken over as stale by the next start.
        }
      };
      // Last chance on any exit of the process (process.exit, uncaught error); SIGKILL leaves
      // the file, which the next start finds stale.
      process.on('exit', release);
      return { dataDir, path, owner, takenOverFrom, release };
    }
    const current = readOwner(path);
    if (!isStale(current, path)) throw new DataDirLockedError(dataDir, path, current);
    takenOverFrom = current ?? { pid: 0, host: '', startedAt: '' };
    removeStaleLock(path, current);
  }
  throw new DataDirLockedError(dataDir, path, readOwner(path));
}
