import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every folder the main entry re-exports is also an entry of its own (`@carrello/ui/badge`), for
// every resolver: `exports` (ESM, CommonJS, the workspace's sources) and `typesVersions`
// (TypeScript's node10). The build makes the same list from src/index.ts (tsup.config.ts).
const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  typesVersions: { '*': Record<string, string[]> };
  /** What `pnpm publish` writes in place of `exports`: the same, without the source condition. */
  publishConfig: { exports: Record<string, unknown> };
};
const folders = [
  ...readFileSync(join(root, 'src/index.ts'), 'utf8').matchAll(
    /^export \* from '\.\/([\w-]+)';$/gm,
  ),
].map(([, folder]) => folder!);
const OTHER_ENTRIES = ['.', './headless', './carousel.css', './package.json'];

describe('per-component entries', () => {
  it.each(folders)('@carrello/ui/%s resolves to its folder in every condition', (folder) => {
    const built = {
      import: { types: `./dist/${folder}/index.d.ts`, default: `./dist/${folder}/index.js` },
      require: { types: `./dist/${folder}/index.d.cts`, default: `./dist/${folder}/index.cjs` },
    };
    expect(pkg.exports[`./${folder}`]).toEqual({
      '@carrello/source': `./src/${folder}/index.ts`,
      ...built,
    });
    expect(pkg.publishConfig.exports[`./${folder}`]).toEqual(built);
    expect(pkg.typesVersions['*'][folder]).toEqual([`./dist/${folder}/index.d.ts`]);
  });

  it('has no entry for a folder the main entry does not re-export', () => {
    const keys = [...Object.keys(pkg.exports), ...Object.keys(pkg.publishConfig.exports)];
    const extra = keys.filter(
      (key) => !OTHER_ENTRIES.includes(key) && !folders.includes(key.slice(2)),
    );
    expect(extra).toEqual([]);
  });
});
