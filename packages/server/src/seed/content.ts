import type { Db } from '../db/database';
import type { SeededCatalogue } from './catalogue';
import type { Random } from './random';

const FAQ = [
  {
    slug: 'ordini',
    name: 'Ordini',
    items: [
      [
        'Come faccio un ordine?',
        '<p>Aggiungi i prodotti al carrello, scegli il servizio di consegna e la fascia oraria, poi conferma e paga.</p>',
      ],
      [
        'Posso modificare un ordine già inviato?',
        '<p>Sì, finché l’ordine non è in preparazione puoi modificarlo dalla sezione <strong>I miei ordini</strong>.</p>',
      ],
      [
        'Come annullo un ordine?',
        '<p>Dalla pagina dell’ordine scegli <strong>Annulla ordine</strong>: lo puoi fare finché non è in preparazione.</p>',
      ],
    ],
  },
  {
    slug: 'consegna',
    name: 'Consegna e ritiro',
    items: [
      [
        'Quanto costa la consegna a domicilio?',
        '<p>La consegna costa 4,90 € ed è gratuita sopra i 60 € di spesa o con l’abbonamento Consegna Gratuita.</p>',
      ],
      [
        'Posso ritirare la spesa in negozio?',
        '<p>Sì: scegli <strong>Ritiro in negozio</strong> e il punto vendita, poi la fascia oraria di ritiro.</p>',
      ],
      [
        'Cosa succede se un prodotto manca?',
        '<p>Se hai accettato le alternative, lo sostituiamo con un prodotto simile di prezzo uguale o inferiore.</p>',
      ],
    ],
  },
  {
    slug: 'pagamenti',
    name: 'Pagamenti',
    items: [
      [
        'Quali metodi di pagamento accettate?',
        '<p>Carte di credito e debito, carte salvate, Satispay, buoni pasto elettronici e pagamento alla consegna.</p>',
      ],
      [
        'Quando viene addebitato l’importo?',
        '<p>Al momento dell’ordine blocchiamo l’importo; l’addebito definitivo avviene dopo la preparazione, sul peso effettivo.</p>',
      ],
    ],
  },
  {
    slug: 'account',
    name: 'Account',
    items: [
      [
        'Ho dimenticato la password',
        '<p>Dalla pagina di accesso scegli <strong>Password dimenticata?</strong> e segui il link che ti inviamo per e-mail.</p>',
      ],
      [
        'Come richiedo la fattura?',
        '<p>Nel carrello attiva <strong>Richiedi fattura</strong> e scegli o aggiungi i dati di fatturazione.</p>',
      ],
    ],
  },
] as const;

const PRIVACY = `<h2>Informativa sulla privacy</h2>
<p>Carrello S.p.A., titolare del trattamento, tratta i tuoi dati personali per gestire il tuo account, i tuoi ordini e, se lo consenti, per inviarti comunicazioni commerciali, nel rispetto del Regolamento (UE) 2016/679 (GDPR).</p>
<h3>Quali dati trattiamo</h3>
<p>Dati anagrafici e di contatto, indirizzi di consegna, dati di fatturazione, storico degli ordini. I dati delle carte di pagamento sono trattati solo dal gestore dei pagamenti.</p>
<h3>I tuoi diritti</h3>
<p>Puoi chiedere l’accesso, la rettifica, la cancellazione o la portabilità dei tuoi dati scrivendo a privacy@example.it.</p>`;

const SALES_CONDITIONS = `<h2>Condizioni generali di vendita</h2>
<p>Le presenti condizioni regolano gli acquisti effettuati sul sito e sull’app Carrello.</p>
<h3>Prezzi e disponibilità</h3>
<p>I prezzi sono in euro, IVA inclusa. I prodotti venduti a peso sono addebitati sul peso effettivo al momento della preparazione.</p>
<h3>Consegna</h3>
<p>La consegna avviene nella fascia oraria scelta. In caso di assenza verrai contattato per concordare una nuova consegna.</p>
<h3>Diritto di recesso</h3>
<p>Per i prodotti deperibili il diritto di recesso è escluso ai sensi dell’art. 59 del Codice del Consumo.</p>`;

// The update dialog opens this address with `{platform}` replaced (docs/requirements/app-shell.md).
const APP_DOWNLOAD_URL = 'https://www.example.it/app/{platform}';

/** Header menu of the storefront (`templateNavItems.header`). */
const HEADER_NAV = [
  { ID: 1, name: 'Offerte', itemUrl: '/search?promo=true', iconSource: 'mdi-sale' },
  { ID: 2, name: 'Volantini', itemUrl: '/volantini', iconSource: 'mdi-newspaper' },
  { ID: 3, name: 'Negozi', itemUrl: '/store-locator', iconSource: 'mdi-map-marker' },
  { ID: 4, name: 'Domande frequenti', itemUrl: '/faq', iconSource: 'mdi-help-circle' },
];

/** A footer column (`templateNavItems.footer`): a heading link over its links, `[ID, name, itemUrl]`. */
function footerColumn(
  ID: number,
  name: string,
  itemUrl: string,
  links: ReadonlyArray<readonly [ID: number, name: string, itemUrl: string]>,
) {
  return {
    ID,
    name,
    itemUrl,
    class: 'footer-col',
    templateNavItems: links.map(([linkId, linkName, linkUrl]) => ({
      ID: linkId,
      name: linkName,
      itemUrl: linkUrl,
      target: '_self',
    })),
  };
}

/** Footer columns of the storefront (`templateNavItems.footer`), each with its links. */
const FOOTER_NAV = [
  footerColumn(10, 'Contatti', '/assistenza-clienti', [
    [11, 'Assistenza clienti', '/assistenza-clienti'],
    [12, 'Numero verde 800 123 456', 'tel:800123456'],
    [13, 'Trova il negozio', '/store-locator'],
  ]),
  footerColumn(20, 'Informazioni', '/page/chi-siamo', [
    [21, 'Chi siamo', '/page/chi-siamo'],
    [22, 'Condizioni di vendita', '/page/condizioni-di-vendita'],
    [23, 'Privacy', '/page/privacy-policy'],
  ]),
  footerColumn(30, 'Spesa online', '/faq', [
    [31, 'Volantini', '/volantini'],
    [32, 'Domande frequenti', '/faq'],
    [33, 'Ricevi le comunicazioni', '/ricevi-le-comunicazioni'],
  ]),
];

/** FAQs, content pages, popups, navigation, app config, versions, plans, meal tickets, gifts, rewards, flyers. */
export async function seedContent(
  db: Db,
  random: Random,
  catalogue: SeededCatalogue,
  options: { today: Date; warehouseIds: number[] },
): Promise<void> {
  for (const [position, category] of FAQ.entries()) {
    const row = await db
      .insertInto('faq_categories')
      .values({ slug: category.slug, name: category.name, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('faqs')
      .values(
        category.items.map(([question, answer], index) => ({
          faq_category_id: row.id,
          question,
          answer,
          position: index,
        })),
      )
      .execute();
  }

  await db
    .insertInto('content_pages')
    .values([
      { slug: 'privacy-policy', title: 'Informativa sulla privacy', content: PRIVACY },
      {
        slug: 'condizioni-di-vendita',
        title: 'Condizioni generali di vendita',
        content: SALES_CONDITIONS,
      },
      {
        slug: 'chi-siamo',
        title: 'Chi siamo',
        content: '<p>Carrello è la spesa online dei supermercati di quartiere, dal 1962.</p>',
      },
    ])
    .execute();

  await db
    .insertInto('popups')
    .values([
      {
        code: 'benvenuto',
        title: 'Benvenuto su Carrello',
        description: '<p>Registrati e ricevi la consegna gratuita sul primo ordine.</p>',
      },
      {
        code: 'manutenzione',
        title: 'Manutenzione programmata',
        description: '<p>Domenica dalle 2 alle 4 il servizio potrebbe non essere disponibile.</p>',
      },
    ])
    .execute();

  await db
    .insertInto('nav_templates')
    .values([
      { code: 'header', items: HEADER_NAV },
      { code: 'footer', items: FOOTER_NAV },
    ])
    .execute();

  await db
    .insertInto('app_config')
    .values([
      { key: 'deliveryFee', value: JSON.stringify(4.9) },
      { key: 'freeDeliveryThreshold', value: JSON.stringify(60) },
      { key: 'minimumOrder', value: JSON.stringify(25) },
      { key: 'supportPhone', value: JSON.stringify('800 123 456') },
      { key: 'supportEmail', value: JSON.stringify('assistenza@example.it') },
    ])
    .execute();

  await db
    .insertInto('version_info')
    .values([
      {
        platform: 'web',
        version: '1.0.0',
        min_version: '1.0.0',
        store_url: APP_DOWNLOAD_URL,
        description: 'Prima versione del negozio online.',
      },
      {
        platform: 'android',
        version: '3.4.0',
        min_version: '3.0.0',
        store_url: APP_DOWNLOAD_URL,
        description: 'Nuova ricerca per codice a barre e lista della spesa veloce.',
      },
      {
        platform: 'ios',
        version: '3.4.0',
        min_version: '3.0.0',
        store_url: APP_DOWNLOAD_URL,
        description: 'Nuova ricerca per codice a barre e lista della spesa veloce.',
      },
    ])
    .execute();

  const [sixMonths, twelveMonths] = catalogue.subscriptionProductIds;
  await db
    .insertInto('subscription_plans')
    .values([
      {
        name: 'Consegna Gratuita 6 mesi',
        descr: 'Consegne a domicilio gratuite per 6 mesi, senza minimo di spesa.',
        price: 29.9,
        period_months: 6,
        product_id: sixMonths ?? null,
        benefits: ['Consegna gratuita', 'Fasce orarie prioritarie'],
      },
      {
        name: 'Consegna Gratuita 12 mesi',
        descr: 'Consegne a domicilio gratuite per un anno, senza minimo di spesa.',
        price: 49.9,
        period_months: 12,
        product_id: twelveMonths ?? null,
        benefits: ['Consegna gratuita', 'Fasce orarie prioritarie', 'Offerte riservate'],
      },
    ])
    .execute();

  await db
    .insertInto('meal_ticket_types')
    .values([
      {
        payment_type_id: 41,
        provider: 'edenred',
        name: 'Edenred Ticket Restaurant',
        descr: 'Buoni pasto elettronici Edenred.',
      },
      {
        payment_type_id: 42,
        provider: 'pellegrini',
        name: 'Pellegrini',
        descr: 'Buoni pasto elettronici Pellegrini.',
      },
      { payment_type_id: 43, provider: 'day', name: 'Day', descr: 'Buoni pasto elettronici Day.' },
      {
        payment_type_id: 44,
        provider: 'sodexo',
        name: 'Pluxee (ex Sodexo)',
        descr: 'Buoni pasto elettronici Pluxee.',
      },
    ])
    .execute();

  const today = options.today.toISOString().slice(0, 10);
  const inThreeMonths = new Date(options.today.getTime() + 90 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await db
    .insertInto('gift_certificates')
    .values([
      {
        name: 'Buono benvenuto 10 €',
        description: 'Sconto di 10 € su una spesa di almeno 50 €.',
        code: 'BENVENUTO10',
        amount: 10,
        valid_from: today,
        valid_to: inThreeMonths,
      },
      {
        name: 'Buono fedeltà 5 €',
        description: 'Sconto di 5 € sulla prossima spesa.',
        code: 'FEDELTA5',
        amount: 5,
        valid_from: today,
        valid_to: inThreeMonths,
      },
    ])
    .execute();

  const rewards = catalogue.rewardProductIds.map((productId, index) => ({
    product_id: productId,
    name: index === 0 ? 'Set di 3 coltelli da cucina' : 'Borsa frigo Carrello',
    points: index === 0 ? 1500 : 800,
  }));
  if (rewards.length > 0) await db.insertInto('rewards').values(rewards).execute();

  // Flyers: this week's national flyer and one per store group, with pages of products.
  const productsPerPage = 6;
  const flyers = [
    {
      slug: 'volantino-settimanale',
      name: 'Volantino della settimana',
      warehouse: null as number | null,
    },
    {
      slug: 'speciale-dispensa',
      name: 'Speciale dispensa',
      warehouse: options.warehouseIds[0] ?? null,
    },
  ];
  for (const [flyerIndex, flyer] of flyers.entries()) {
    const row = await db
      .insertInto('leaflets')
      .values({
        slug: flyer.slug,
        name: flyer.name,
        description: 'Offerte valide fino a esaurimento scorte.',
        warehouse_id: flyer.warehouse,
        valid_from: today,
        valid_to: new Date(options.today.getTime() + 13 * 86_400_000).toISOString().slice(0, 10),
        leaflet_type_id: flyerIndex + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pages = Array.from({ length: 4 }, (_, page) => ({
      leaflet_id: row.id,
      page_number: page,
      image_key: `${flyer.slug}-${page + 1}`,
      product_ids: Array.from({ length: productsPerPage }, () =>
        catalogue.productIds.length > 0 ? random.pick(catalogue.productIds) : 0,
      ).filter((id) => id > 0),
    }));
    await db.insertInto('leaflet_pages').values(pages).execute();
  }
}
