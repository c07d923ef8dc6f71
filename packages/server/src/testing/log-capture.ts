import { Writable } from 'node:stream';

import { loggerOptions } from '../logger';

/** A line of the server's log, as pino writes it (one JSON object a line). */
export interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  [key: string]: unknown;
}

/**
 * The server's log kept in memory for a test to read: give `logger` to the test app (or to
 * `buildApp`).
 * @example
 * const log = captureLog('debug');
 * const t = testAppBeforeAll({ logger: log.logger });
 */
export function captureLog(level = 'info') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    logger: { ...loggerOptions(level), stream },
    /** All that was logged, as written. */
    text: () => chunks.join(''),
    /** The lines logged, parsed. */
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    /** Forgets what was logged so far. */
    clear: () => {
      chunks.length = 0;
    },
  };
}
