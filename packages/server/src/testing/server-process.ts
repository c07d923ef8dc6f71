import type { ChildProcess } from 'node:child_process';

import { eachLine, freePort, spawnReferenceServer } from '../../../../scripts/processes.mjs';
import type { LogLine } from './log-capture';

export { freePort };

/** The real server (`src/main.ts` under tsx) running as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every log line so far (JSON lines of stdout). */
  logs: LogLine[];
  /** Resolves with the first log line (past or future) matching, rejects after `timeoutMs`. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last 4,000 characters of stderr. */
  stderr(): string;
}

/**
 * Spawns `src/main.ts` (sources through tsx, so no build is needed) on a free port, without
 * waiting for it. `env` is added to the environment; `DATABASE_URL` is removed unless given, so
 * the server uses `CARRELLO_DATA_DIR`.
 */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnReferenceServer({
    port,
    dataDir: env.CARRELLO_DATA_DIR ?? '',
    source: true,
    // Node leaves out the variables set to undefined: without `DATABASE_URL` the server uses
    // `CARRELLO_DATA_DIR`, and without that its default folder.
    env: {
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
      NODE_OPTIONS: undefined,
      CARRELLO_DATA_DIR: undefined,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters: Array<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> =
    [];
  let stderr = '';
  eachLine(child.stdout!, (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      // A line that is not pino's (Node's or tsx's own output) is kept as an info line.
      line = { level: 30, msg: text };
    }
    logs.push(line);
    for (const waiter of [...waiters])
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

  const waitForLog = (match: (line: LogLine) => boolean, waitMs = 30_000) => {
    const past = logs.find(match);
    if (past) return Promise.resolve(past);
    return new Promise<LogLine>((resolve, reject) => {
      const waiter = { match, resolve: (line: LogLine) => (clearTimeout(timer), resolve(line)) };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `no matching log line in ${waitMs} ms; last lines:\n${logs
              .slice(-10)
              .map((l) => JSON.stringify(l))
              .join('\n')}\nstderr: ${stderr}`,
          ),
        );
      }, waitMs);
      waiters.push(waiter);
    });
  };

  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    logs,
    waitForLog,
    exited,
    stderr: () => stderr,
  };
}

/** Spawns the server (see `spawnServerProcess`) and resolves once it logs that it is ready. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const server = await spawnServerProcess(env);
  const { waitForLog, exited } = server;
  const ready = waitForLog((line) => String(line.msg).includes('server ready'), timeoutMs);
  const failed = exited.then((code) => {
    throw new Error(`server exited (${String(code)}) before it was ready: ${server.stderr()}`);
  });
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return server;
}
