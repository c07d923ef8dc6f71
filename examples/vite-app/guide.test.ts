import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const exampleDir = fileURLToPath(new URL('.', import.meta.url));
const guide = readFileSync(join(exampleDir, '../../docs/getting-started.md'), 'utf8');

/** The guide's code blocks that name a file of the example on their first line, by path. */
function quotedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, body = ''] of guide.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)) {
    const [first = '', ...rest] = body.split('\n');
    const path = /^\/\/ (\S+\.tsx?)$/.exec(first)?.[1];
    if (path) files.set(path, rest.join('\n'));
  }
  return files;
}

describe('The getting-started guide', () => {
  it('quotes every source file of the example', () => {
    const sources = readdirSync(join(exampleDir, 'src')).map((name) => `src/${name}`);
    expect([...quotedFiles().keys()].sort()).toEqual([...sources, 'vite.config.ts'].sort());
  });

  it('quotes each file as CI builds it', () => {
    for (const [path, quoted] of quotedFiles()) {
      expect(quoted, path).toBe(readFileSync(join(exampleDir, path), 'utf8'));
    }
  });
});
