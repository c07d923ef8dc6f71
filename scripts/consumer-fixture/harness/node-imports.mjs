// Plain Node: import() and require() of every published entry, and real SDK calls against the
// reference server. Usage: node harness/node-imports.mjs <server origin>
import { createRequire } from 'node:module';

const origin = process.argv[2];
const require = createRequire(import.meta.url);
let failed = 0;
const ok = (message) => console.log(`  ok   ${message}`);
const fail = (message) => {
  failed += 1;
  console.log(`  FAIL ${message}`);
};

// One function per entry that must be there and work.
const entries = {
  '@carrello/core': (mod) => mod.isValidVatNumber('00743110157') === true,
  '@carrello/core/schemas': (mod) =>
    mod.vatNumberSchema.safeParse('00743110157').success &&
    !mod.vatNumberSchema.safeParse('00743110158').success,
  '@carrello/sdk': (mod) =>
    typeof mod.createEbsnClient({ baseUrl: origin }).products.list === 'function',
  '@carrello/hooks': (mod) =>
    typeof mod.CarrelloProvider === 'function' && typeof mod.categoryQueries.tree === 'function',
  '@carrello/ui': (mod) => typeof mod.Badge === 'object' && typeof mod.ThemeProvider === 'function',
  '@carrello/ui/headless': (mod) =>
    typeof mod.VisuallyHidden === 'object' && typeof mod.useDialog === 'function',
};

for (const [specifier, works] of Object.entries(entries)) {
  for (const [how, load] of [
    ['import()', () => import(specifier)],
    ['require()', async () => require(specifier)],
  ]) {
    try {
      const mod = await load();
      if (!works(mod)) fail(`${how} ${specifier}: its main export does not work`);
      else ok(`${how} ${specifier} (${Object.keys(mod).length} exports)`);
    } catch (error) {
      fail(`${how} ${specifier} threw ${error?.code ?? error?.name}: ${error?.message}`);
    }
  }
}
if (typeof window !== 'undefined' || typeof document !== 'undefined')
  fail('importing the kit defined a window or document global');

for (const [how, sdk] of [
  ['ESM', await import('@carrello/sdk').catch(() => null)],
  [
    'CJS',
    (() => {
      try {
        return require('@carrello/sdk');
      } catch {
        return null;
      }
    })(),
  ],
]) {
  if (!sdk) {
    fail(`${how}: @carrello/sdk could not be loaded for the server calls`);
    continue;
  }
  try {
    const client = sdk.createEbsnClient({ baseUrl: origin });
    const { categories } = await client.category.tree();
    const names = categories.map((category) => category.name);
    if (!names.includes('Frutta e verdura'))
      throw new Error(`the category tree has no "Frutta e verdura": ${names.join(', ')}`);
    const { products } = await client.products.list({ page_size: 3 });
    if (products.length === 0 || products.some((product) => !product.name))
      throw new Error('products.list answered no named product');
    const product = await client.products.getBySlug(products[0].slug);
    if (product.name !== products[0].name)
      throw new Error(`getBySlug answered "${product.name}" for "${products[0].name}"`);
    const error = await client.products.getBySlug('no-such-product-anywhere').catch((e) => e);
    if (!(error instanceof Error)) throw new Error('an unknown slug did not reject');
    ok(
      `${how} SDK against the reference server: ${categories.length} top categories, ` +
        `products.list → "${products[0].name}", getBySlug agrees`,
    );
  } catch (error) {
    fail(`${how} SDK call: ${error?.name}: ${error?.message}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
