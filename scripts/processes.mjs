// What the repository's scripts share to run local servers: a free port, the reference server
// (packages/server) as a child process, its output line by line, and stopping it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/server');

/** A TCP port of 127.0.0.1 that nobody listens on right now. */
export function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Whether the reference server is built (`packages/server/dist/main.js`). */
export function referenceServerBuilt() {
  return existsSync(join(serverDir, 'dist/main.js'));
}

/**
 * Spawns the reference server on 127.0.0.1:`port` with the data folder `dataDir`, without waiting
 * for it: its build (`dist/main.js`), or its sources through tsx with `source`. `env` is added to
 * the environment.
 */
export function spawnReferenceServer({
  port,
  dataDir,
  source = false,
  env = {},
  stdio = ['ignore', 'inherit', 'inherit'],
}) {
  return spawn(
    process.execPath,
    source ? ['--conditions=@carrello/source', '--import', 'tsx', 'src/main.ts'] : ['dist/main.js'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CARRELLO_DATA_DIR: dataDir,
        ...env,
      },
      stdio,
    },
  );
}

/**
 * Stops a child process: SIGTERM (to its whole group when it was started `detached`, as
 * `pnpm exec` is), SIGKILL after 10 s. Resolves once it has exited.
 */
export function stopProcess(child) {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    try {
      if (child.spawnargs.includes('exec') && child.pid) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      child.kill('SIGKILL');
      done();
    }, 10_000).unref();
  });
}

/** Calls `onLine` with every whole line of a child's output stream, and its unended last line. */
export function eachLine(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
  });
}
