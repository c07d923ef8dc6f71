import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import Fastify from 'fastify';

// The reference server fills in every /ebsn/api operation with its own issue; until then it
// serves the contract and answers each API call with an honest envelope refusal.
const here = dirname(fileURLToPath(import.meta.url));
const contractPath = resolve(here, '../../../openapi/ebsn.yaml');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/openapi.yaml', async (_request, reply) => {
  reply.type('application/yaml; charset=utf-8');
  return readFile(contractPath, 'utf8');
});

app.all('/ebsn/api/*', async (_request, reply) => {
  reply.code(501);
  return {
    response: {
      status: 1,
      errors: [{ error: 'Servizio non ancora disponibile sul server di riferimento.' }],
      infos: [],
      warnings: [],
    },
    data: null,
  };
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
console.log(`Carrello reference server: http://localhost:${port} (contract at /openapi.yaml)`);
