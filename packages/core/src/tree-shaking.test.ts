import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published ESM bundle (tsup: the root and `/schemas` entries with shared chunks): an app that
// imports a single rule must not pay for zod or libphonenumber-js. The bundle is rebuilt here the
// way tsup builds it, then bundled again as an app would, and the app's inputs are read.

const entries = {
  index: fileURLToPath(new URL('./index.ts', import.meta.url)),
  schemas: fileURLToPath(new URL('./schemas/index.ts', import.meta.url)),
};
let folder: string;

async function inputsOf(imports: string, entry: keyof typeof entries = 'index'): Promise<string[]> {
  const app = join(folder, `app-${Math.random().toString(36).slice(2)}.mjs`);
  const bundle = join(folder, 'dist', `${entry}.js`);
  await writeFile(
    app,
    `import { ${imports} } from ${JSON.stringify(bundle)};\nconsole.log(${imports});\n`,
  );
  const result = await build({
    entryPoints: [app],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    // The temporary folder has no node_modules: resolve the dependencies from the package.
    nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
  });
  // Modules read but shaken away stay in `inputs` with no bytes in the output: keep the rest.
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input);
}

const fromPackage = (name: string) => (input: string) =>
  input.includes(`/node_modules/${name}/`) || input.startsWith(`node_modules/${name}/`);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'carrello-core-shake-'));
  await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    outdir: join(folder, 'dist'),
  });
}, 30_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the published bundle', () => {
  it('leaves zod and libphonenumber-js out of an app that uses only cart rules', async () => {
    const inputs = await inputsOf('cartCountText, hasCart, isValidVatNumber, PROVINCES');
    expect(inputs.filter(fromPackage('zod'))).toEqual([]);
    expect(inputs.filter(fromPackage('libphonenumber-js'))).toEqual([]);
  });

  it('brings libphonenumber-js, and not zod, for the phone rule alone', async () => {
    const inputs = await inputsOf('isValidMobilePhone');
    expect(inputs.some(fromPackage('libphonenumber-js'))).toBe(true);
    expect(inputs.filter(fromPackage('zod'))).toEqual([]);
  });

  it.each(['index', 'schemas'] as const)(
    'brings zod, and not libphonenumber-js, for the newsletter form (from %s)',
    async (entry) => {
      const inputs = await inputsOf('createNewsletterSchema', entry);
      expect(inputs.some(fromPackage('zod'))).toBe(true);
      expect(inputs.filter(fromPackage('libphonenumber-js'))).toEqual([]);
    },
  );
});
