import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { packageRoot } from '../paths';
import { hashPassword } from '../services/passwords';
import { testAppBeforeAll } from '../testing/test-app';
import { GIULIA, MARIO, SUPPORT } from './accounts';
import { demoLoginsWithKnownPasswords, maySeedDemo, productionRefusal } from './demo-guard';
import { seed } from './index';

const PRODUCTION = { production: true, demo: false };

describe('the production start guard', () => {
  const t = testAppBeforeAll({ products: 5 });

  it('seeds the demo outside production, in production only with CARRELLO_DEMO=1', () => {
    expect(maySeedDemo({ production: false, demo: false })).toBe(true);
    expect(maySeedDemo(PRODUCTION)).toBe(false);
    expect(maySeedDemo({ production: true, demo: true })).toBe(true);
  });

  it('refuses a production start on the demo accounts with their published passwords', async () => {
    expect(await demoLoginsWithKnownPasswords(t.db)).toEqual([
      MARIO.login,
      GIULIA.login,
      SUPPORT.login,
    ]);
    const refusal = await productionRefusal(t.db, PRODUCTION);
    expect(refusal).toContain('refusing to start in production');
    expect(refusal).toContain(MARIO.login);
    expect(refusal).toContain('CARRELLO_DEMO=1');
    expect(await productionRefusal(t.db, { production: true, demo: true })).toBeNull();
    expect(await productionRefusal(t.db, { production: false, demo: false })).toBeNull();
  });

  it('lets production start once the demo passwords are changed', async () => {
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Una-password-nuova-2026') })
      .where('login', 'in', [MARIO.login, GIULIA.login])
      .execute();
    expect(await productionRefusal(t.db, PRODUCTION)).toContain(SUPPORT.login);
    expect(await productionRefusal(t.db, PRODUCTION)).not.toContain(MARIO.login);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Una-password-nuova-2026') })
      .where('login', '=', SUPPORT.login)
      .execute();
    expect(await demoLoginsWithKnownPasswords(t.db)).toEqual([]);
    expect(await productionRefusal(t.db, PRODUCTION)).toBeNull();
  });
});

describe('a production server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'carrello-demo-guard-'));
    const database = await openDatabase({ dataDir });
    try {
      await migrateToLatest(database.db);
      await seed(database.db, { products: 5 });
    } finally {
      await database.close();
    }
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits with an error, naming the demo accounts, on a demo database', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      CARRELLO_DEV_TOOLS: '1',
      CARRELLO_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    delete env.CARRELLO_DEMO;
    delete env.NODE_OPTIONS;
    const child = spawn(
      process.execPath,
      ['--conditions=@carrello/source', '--import', 'tsx', 'src/main.ts'],
      { cwd: packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain('refusing to start in production');
    expect(output).toContain(MARIO.login);
    expect(output).not.toContain('server ready');
  }, 120_000);
});
