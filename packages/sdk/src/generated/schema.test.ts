import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const sdkDir = fileURLToPath(new URL('../..', import.meta.url));
const committed = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

describe('generated/schema.d.ts', () => {
  it('matches what openapi-typescript generates from openapi/ebsn.yaml (run `pnpm generate:api` when this fails)', () => {
    const output = join(mkdtempSync(join(tmpdir(), 'carrello-schema-')), 'schema.d.ts');
    execFileSync(
      join(sdkDir, 'node_modules/.bin/openapi-typescript'),
      ['../../openapi/ebsn.yaml', '-o', output],
      { cwd: sdkDir, stdio: 'pipe' },
    );
    expect(readFileSync(committed, 'utf8')).toBe(readFileSync(output, 'utf8'));
  }, 60_000);
});
