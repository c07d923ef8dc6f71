import type { Insertable } from 'kysely';

import type { Db, ProductsTable } from '../db/database';
import { refreshCatalogueCounts } from '../services/catalogue';
import { inBatches } from './batches';
import { BRANDS, DEPARTMENTS, type ProductKind } from './catalogue-data';
import type { Random } from './random';

/** Turns an Italian name into a URL slug (`Caffè d’orzo` -> `caffe-d-orzo`). */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A valid EAN-13 with the Italian GS1 prefix, unique per index. */
function ean13(index: number): string {
  const first12 = `80${String(index).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

function formatLabel(format: number, unit: ProductKind['unit']): string {
  if (unit === 'pz') return format === 1 ? '1 pezzo' : `${format} pezzi`;
  if (unit === 'g') return format >= 1000 ? `${format / 1000} kg`.replace('.', ',') : `${format} g`;
  return format >= 1000 ? `${format / 1000} l`.replace('.', ',') : `${format} ml`;
}

function roundPrice(value: number): number {
  // Shelf prices end in 9 cents, as in Italian supermarkets.
  const cents = Math.max(19, Math.round(value * 10) * 10 - 1);
  return cents / 100;
}

function euro(value: number): string {
  return `${value.toFixed(2).replace('.', ',')} €`;
}

/**
 * Product lines a brand may have, named after the brand when the plain name is taken
 * (`Latte intero Latteria Alpina Bio 1 l`).
 */
const PRODUCT_LINES = [
  'Bio',
  'Selezione',
  'Tradizione',
  'Linea Oro',
  'Gran Gusto',
  'Le Specialità',
  'Filiera Italiana',
  'Qualità Superiore',
] as const;

function productName(
  kind: ProductKind,
  variant: string | undefined,
  brand: string,
  format?: number,
) {
  return [
    kind.name,
    variant,
    brand,
    format === undefined ? undefined : formatLabel(format, kind.unit),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The first name of this kind nobody has taken yet, with the brand and format it names. */
function firstFreeName(
  taken: ReadonlySet<string>,
  choice: {
    kind: ProductKind;
    variant: string | undefined;
    loose: boolean;
    /** The picked brand first, then the others to try. */
    brands: readonly string[];
    /** The picked format first, then the others to try. */
    formats: readonly number[];
  },
): { name: string; brand: string; format: number } {
  const brands = [...new Set(choice.brands)];
  const formats = [...new Set(choice.formats)];
  const lines = ['', ...PRODUCT_LINES.map((line) => ` ${line}`)];
  for (let edition = 1; ; edition += 1)
    for (const brand of brands)
      for (const line of lines)
        for (const format of formats) {
          // `Carrello Bio` has no `Bio` line.
          if (line && brand.includes(line.trim())) continue;
          const label = `${brand}${line}${edition > 1 ? ` Edizione ${edition}` : ''}`;
          const name = productName(
            choice.kind,
            choice.variant,
            label,
            choice.loose ? undefined : format,
          );
          if (!taken.has(name.toLowerCase())) return { name, brand, format };
        }
}

/** Ids and facts the other seed steps use. */
export interface SeededCatalogue {
  productIds: number[];
  leafCategoryIds: number[];
  /** Products of nature 10 (subscription plans). */
  subscriptionProductIds: number[];
  /** Products of nature `rewards`. */
  rewardProductIds: number[];
}

const HEADER_NAV = ['Offerte', 'Volantini', 'Novità', 'Prodotti locali', 'Chi siamo'];

/**
 * The category tree (departments, second level, leaves; plus `application` and
 * `fast-search-popup`), brands and `products` products with promotions and alternatives.
 */
export async function seedCatalogue(
  db: Db,
  random: Random,
  options: { products: number; today: Date },
): Promise<SeededCatalogue> {
  const today = options.today.toISOString().slice(0, 10);
  const inAMonth = new Date(options.today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

  // Special categories read by the storefront (docs/requirements/app-shell.md): the app home and the search popup.
  const specials = await db
    .insertInto('categories')
    .values([
      {
        slug: 'application',
        name: 'Home',
        template: 'application',
        position: 0,
        seo_title: 'Spesa online | Carrello',
        metadata: {
          category_info: { TITLE: 'La tua spesa online' },
          category_seo: {
            SEO_TITLE: 'Spesa online con consegna a domicilio | Carrello',
            SEO_DESCRIPTION:
              'Fai la spesa online: consegna a domicilio, ritiro in negozio o al locker.',
          },
          header_banner: {
            TEXT: 'Consegna gratuita sopra i 60 € di spesa, fino a domenica',
            LINK: '/volantini',
          },
          header_navigation: { ITEMS: HEADER_NAV.join('|') },
        },
      },
      {
        slug: 'fast-search-popup',
        name: 'Ricerca veloce',
        template: 'fast-search',
        position: 0,
        metadata: {
          category_info: {
            TITLE: 'Lista della spesa',
            DESCRIPTION:
              '<p>Scrivi i prodotti che ti servono, uno per riga: li cerchiamo tutti insieme.</p>',
          },
        },
      },
    ])
    .returning(['id', 'slug'])
    .execute();
  const applicationId = specials.find((row) => row.slug === 'application')!.id;
  const fastSearchId = specials.find((row) => row.slug === 'fast-search-popup')!.id;

  const leaves: Array<{
    id: number;
    department: number;
    kinds: readonly ProductKind[];
    path: string[];
  }> = [];
  for (const [departmentIndex, department] of DEPARTMENTS.entries()) {
    const departmentSlug = slugify(department.name);
    const root = await db
      .insertInto('categories')
      .values({
        slug: departmentSlug,
        name: department.name,
        position: departmentIndex + 1,
        icon: department.icon,
        seo_title: `${department.name} | Spesa online`,
        seo_description: department.description,
        template: 'department',
        metadata: {
          category_info: {
            ICON: `/media/categories/${departmentSlug}.svg`,
            TITLE: department.name,
            DESCRIPTION: `<p>${department.description}</p>`,
            COLOR: department.color,
          },
          category_seo: {
            SEO_TITLE: `${department.name} | Spesa online`,
            SEO_DESCRIPTION: department.description,
          },
        },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [childIndex, child] of department.children.entries()) {
      const childSlug = `${departmentSlug}-${slugify(child.name)}`;
      const middle = await db
        .insertInto('categories')
        .values({
          parent_id: root.id,
          slug: childSlug,
          name: child.name,
          position: childIndex + 1,
          seo_title: `${child.name} - ${department.name} | Spesa online`,
          template: 'category',
          metadata: {
            category_info: { TITLE: child.name },
            category_seo: { SEO_TITLE: `${child.name} - ${department.name} | Spesa online` },
          },
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [leafIndex, leaf] of child.leaves.entries()) {
        const row = await db
          .insertInto('categories')
          .values({
            parent_id: middle.id,
            slug: `${childSlug}-${slugify(leaf.name)}`,
            name: leaf.name,
            position: leafIndex + 1,
            seo_title: `${leaf.name} | Spesa online`,
            template: 'products',
            metadata: {
              category_info: { TITLE: leaf.name },
              category_seo: { SEO_TITLE: `${leaf.name} | Spesa online` },
            },
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        leaves.push({
          id: row.id,
          department: departmentIndex,
          kinds: leaf.kinds,
          path: [department.name, child.name, leaf.name],
        });
      }
    }
  }

  const brandNames = [...new Set(BRANDS.flat())];
  const brandRows = await db
    .insertInto('brands')
    .values(brandNames.map((name) => ({ name, slug: slugify(name) })))
    .returning(['id', 'name'])
    .execute();
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const sharedBrands = BRANDS[BRANDS.length - 1]!;

  type NewProduct = Insertable<ProductsTable>;
  const products: NewProduct[] = [];
  const terms = new Set<string>();
  // No two products share a name (case aside): a shopper could not tell them apart, and a
  // product would seem to be its own alternative. The random picks are made as before (so the
  // stream of random numbers, and every product that did not collide, stay the same); a name
  // already taken moves to the first free one of the same kind and brand: another format, then a
  // product line of the brand (PRODUCT_LINES); then another brand of the department, then an
  // edition number (only catalogues far larger than the demo's get there).
  const taken = new Set<string>();
  for (let index = 0; index < options.products; index += 1) {
    const leaf = leaves[index % leaves.length]!;
    const kind = random.pick(leaf.kinds);
    const variant = kind.variants ? random.pick(kind.variants) : undefined;
    const departmentBrands = BRANDS[leaf.department] ?? sharedBrands;
    const pickedBrand = random.chance(0.2)
      ? random.pick(sharedBrands)
      : random.pick(departmentBrands);
    const pickedFormat = random.pick(kind.formats);
    const priceFactor = 0.8 + random.next() * 0.5;
    const loose = kind.loose === true && random.chance(0.6);
    const { name, brand, format } = firstFreeName(taken, {
      kind,
      variant,
      loose,
      brands: [pickedBrand, ...departmentBrands, ...sharedBrands],
      formats: [pickedFormat, ...kind.formats],
    });
    taken.add(name.toLowerCase());
    const quantity = kind.unit === 'pz' ? format : format / 1000;
    const price = roundPrice(kind.basePrice * quantity * priceFactor);
    const pricePerUnit = Math.round((price / quantity) * 100) / 100;
    const unitLabel = kind.unit === 'g' ? 'kg' : kind.unit === 'ml' ? 'l' : 'pz';
    const codInt = String(100000 + index);
    // Drinks come in packs of 6; other packaged goods ship in cartons of 12; loose goods in neither.
    const packaging = loose
      ? undefined
      : kind.unit === 'ml' && format <= 1500
        ? 6
        : kind.unit === 'g'
          ? 12
          : undefined;
    terms.add(kind.name.toLowerCase());
    if (variant) terms.add(`${kind.name} ${variant}`.toLowerCase());
    products.push({
      cod_int: codInt,
      cod_var: '1',
      slug: `${slugify(name)}-${codInt}`,
      name,
      short_descr: brand,
      description: `<p>${kind.name}${variant ? ` ${variant}` : ''} di ${brand}. ${leaf.path[0]}: qualità selezionata per la tua spesa di tutti i giorni.</p>`,
      barcode: ean13(index + 1),
      category_id: leaf.id,
      brand_id: brandId.get(brand) ?? null,
      available: random.chance(0.04) ? 0 : random.int(5, 400),
      price: loose ? pricePerUnit : price,
      price_standard: null,
      price_um: pricePerUnit,
      unit_um: unitLabel,
      weight_unit_display: loose ? 'kg' : formatLabel(format, kind.unit),
      image_key: `${leaf.department}-${slugify(kind.name)}`,
      nature_id: 1,
      tipologia: loose ? 'Sfuso' : 'Pezzo',
      weight_selling: loose ? Math.round(quantity * 1000) / 1000 : null,
      weight_unit_selling: loose ? 'kg' : null,
      package_descr: packaging ? `Confezione da ${packaging} pezzi` : null,
      pallet_items: packaging ? packaging * 40 : null,
      packaging_items: packaging ?? null,
      product_infos: {
        PRODUCT_NATURE_ID: '1',
        TIPOLOGIA: loose ? 'Sfuso' : 'Pezzo',
        ...(loose
          ? { WEIGHT_SELLING: String(quantity), WEIGHT_UNIT_SELLING: 'kg', WEIGHT_VARIABLE: 'true' }
          : {}),
        ...(packaging
          ? {
              PACKAGE_DESCR: `Confezione da ${packaging} pezzi`,
              LOGISTIC_PACKAGING_ITEMS: String(packaging),
            }
          : {}),
      },
      metadata: {
        product_description: {
          INGREDIENTI: `${kind.name}${variant ? ` ${variant}` : ''}.`,
          ORIGINE: 'Italia',
        },
        product_warehouse: { PRICE_DISPLAY: euro(loose ? pricePerUnit : price) },
      },
      search_text: [name, brand, variant, ...leaf.path].filter(Boolean).join(' '),
    });
  }

  const productIds: number[] = [];
  // Batches of 1,000 rows (about 30 parameters each, under PostgreSQL's 65,535).
  await inBatches(products, 1000, async (batch) => {
    const rows = await db.insertInto('products').values(batch).returning('id').execute();
    productIds.push(...rows.map((r) => r.id));
  });

  // Special natures (docs/requirements/entities.md and cart.md): rewards, no-quantity-controls (8) and subscription (10).
  const special = [
    { name: 'Set di 3 coltelli da cucina (premio fedeltà)', nature: 'rewards', price: 0 },
    { name: 'Borsa frigo Carrello (premio fedeltà)', nature: 'rewards', price: 0 },
    { name: 'Shopper riutilizzabile Carrello', nature: '8', price: 0.99 },
    { name: 'Sacchetto biodegradabile per ortofrutta', nature: '8', price: 0.02 },
    { name: 'Abbonamento Consegna Gratuita 6 mesi', nature: '10', price: 29.9 },
    { name: 'Abbonamento Consegna Gratuita 12 mesi', nature: '10', price: 49.9 },
  ];
  const specialRows = await db
    .insertInto('products')
    .values(
      special.map((item, index) => {
        const codInt = String(900000 + index);
        return {
          cod_int: codInt,
          slug: `${slugify(item.name)}-${codInt}`,
          name: item.name,
          short_descr: 'Carrello',
          description: `<p>${item.name}.</p>`,
          barcode: ean13(9_000_000 + index),
          category_id: leaves[0]!.id,
          brand_id: brandId.get('Carrello') ?? null,
          available: 1000,
          price: item.price,
          nature_id: item.nature === 'rewards' ? 0 : Number(item.nature),
          image_key: `special-${index}`,
          product_infos: { PRODUCT_NATURE_ID: item.nature, TIPOLOGIA: 'Pezzo' },
          search_text: item.name,
        };
      }),
    )
    .returning(['id', 'product_infos'])
    .execute();

  // Promotions on about one product in seven.
  const promotions = [];
  for (const [index, productId] of productIds.entries()) {
    if (!random.chance(0.15)) continue;
    const product = products[index]!;
    const percent = random.pick([10, 15, 20, 25, 30, 40, 50]);
    const alwaysLow = random.chance(0.2);
    promotions.push({
      product_id: productId,
      promo_type: alwaysLow ? 'PBS' : '6I01P',
      discount: Math.round(product.price * percent) / 100,
      discount_perc: percent,
      view: alwaysLow
        ? { header: 'OFFERTA', body: 'PI&Ugrave; BASSI SEMPRE', cssClass: 'promo-blue' }
        : { header: 'OFFERTA', body: `-${percent}%`, cssClass: 'promo-red' },
      valid_from: today,
      valid_to: inAMonth,
    });
  }
  await inBatches(promotions, 500, (batch) => db.insertInto('promotions').values(batch).execute());

  // Proposed alternatives: the next (up to) 3 products of the same leaf category, wrapping around.
  const byLeaf = new Map<number, number[]>();
  productIds.forEach((id, index) => {
    const leaf = products[index]!.category_id;
    const ids = byLeaf.get(leaf);
    if (ids) ids.push(id);
    else byLeaf.set(leaf, [id]);
  });
  const alternatives = [];
  for (const ids of byLeaf.values())
    for (const [position, id] of ids.entries())
      for (let step = 1; step <= Math.min(3, ids.length - 1); step += 1)
        alternatives.push({
          product_id: id,
          alternative_id: ids[(position + step) % ids.length]!,
          position: step,
        });
  // Three parameters a row: batches of 5,000 rows stay under PostgreSQL's 65,535 parameters.
  await inBatches(alternatives, 5000, (batch) =>
    db.insertInto('product_alternatives').values(batch).execute(),
  );

  const termRows = [...terms].sort().map((term, index) => ({ term, weight: terms.size - index }));
  await inBatches(termRows, 500, (batch) => db.insertInto('search_terms').values(batch).execute());

  // Blocks of the special categories: the header news banner and the home proposals of
  // `application` (the app config), the quick links of `fast-search-popup`.
  const departments = DEPARTMENTS.map((department) => slugify(department.name));
  await db
    .insertInto('category_blocks')
    .values([
      {
        category_id: applicationId,
        position: 0,
        template: 'header',
        data: {
          name: 'Avviso in testata',
          proposals: [
            {
              proposalId: 1,
              name: 'Consegna gratuita sopra i 60 € di spesa, fino a domenica',
              descr: 'Consegna a domicilio gratuita per le spese di almeno 60 €.',
              link: '/page/condizioni-di-vendita',
            },
          ],
        },
      },
      {
        category_id: applicationId,
        position: 1,
        template: 'home-proposals',
        data: {
          name: 'In evidenza',
          proposals: [
            {
              proposalId: 2,
              name: 'Volantino della settimana',
              descr: 'Tutte le offerte della settimana in un colpo d’occhio.',
              link: '/volantini',
            },
            {
              proposalId: 3,
              name: 'Frutta e verdura di stagione',
              descr: 'Scelta ogni mattina dai nostri fornitori.',
              link: `/${departments[0] ?? ''}`,
            },
          ],
        },
      },
      {
        category_id: fastSearchId,
        position: 0,
        template: 'fast-search-suggestions',
        data: {
          name: 'Idee per la lista',
          proposals: ['latte', 'pane', 'pasta', 'uova', 'mele'].map((word, index) => ({
            proposalId: 10 + index,
            name: word,
            link: `/search?q=${word}`,
          })),
        },
      },
    ])
    .execute();

  await refreshCatalogueCounts(db);

  const natureOf = (row: { product_infos: Record<string, unknown> }) =>
    row.product_infos.PRODUCT_NATURE_ID;
  return {
    productIds,
    leafCategoryIds: leaves.map((l) => l.id),
    subscriptionProductIds: specialRows.filter((r) => natureOf(r) === '10').map((r) => r.id),
    rewardProductIds: specialRows.filter((r) => natureOf(r) === 'rewards').map((r) => r.id),
  };
}
