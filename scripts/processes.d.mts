import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A TCP port of 127.0.0.1 that nobody listens on right now. */
export function freePort(): Promise<number>;

/** Whether the reference server is built (`packages/server/dist/main.js`). */
export function referenceServerBuilt(): boolean;

/** Spawns the reference server on 127.0.0.1:`port` with the data folder `dataDir`. */
export function spawnReferenceServer(options: {
  port: number;
  dataDir: string;
  /** Runs its sources through tsx rather than its build. @default false */
  source?: boolean;
  /** More environment for the server. */
  env?: NodeJS.ProcessEnv;
  /** @default ['ignore', 'inherit', 'inherit'] */
  stdio?: StdioOptions;
}): ChildProcess;

/** Stops a child process: SIGTERM, SIGKILL after 10 s. Resolves once it has exited. */
export function stopProcess(child: ChildProcess | null | undefined): Promise<void>;

/** Calls `onLine` with every whole line of a child's output stream, and its unended last line. */
export function eachLine(stream: Readable, onLine: (line: string) => void): void;
