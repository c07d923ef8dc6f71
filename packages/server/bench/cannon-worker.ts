/**
 * The load of one benchmark target, sent from a thread of its own (`bench/api.ts`): the
 * server's thread then does only the server's work, and the figures do not include the time
 * autocannon spends parsing answers on the same event loop as the handlers.
 */
import { parentPort, workerData } from 'node:worker_threads';

import autocannon from 'autocannon';

/** What the thread is given. */
export interface CannonJob {
  url: string;
  connections: number;
  duration: number;
  paths: string[];
}

/** What it answers. */
export interface CannonResult {
  requests: number;
  duration: number;
  errors: number;
  /** Every answer's latency in ms, as autocannon measured it. */
  latencies: number[];
}

/** autocannon's result in a worker thread (`lib/run.js`), before aggregation. */
interface RawResult {
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const job = workerData as CannonJob;
const latencies: number[] = [];
let next = 0;
const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = job.paths[next % job.paths.length]!;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    // Off the main thread autocannon answers its raw totals; it aggregates only on the main one.
    const raw = result as unknown as RawResult;
    const answer: CannonResult = {
      requests: raw.totalCompletedRequests,
      duration: raw.duration,
      errors: raw.errors + raw.timeouts + raw.non2xx,
      latencies,
    };
    parentPort?.postMessage(answer);
  },
);
instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
});
