// The checks of the kit's leaf pages (/kit/leaves, /kit/headless), run by smoke.mjs under
// `next start` and `next dev`: each component's mark in the server HTML, then hydration in
// Chromium with a few interactive leaves driven.
import {
  errorMessages,
  hydrationMessages,
  log,
  text,
  watchConsole,
} from '../../support/smoke-support.mjs';

// What each component written on a page leaves in the server HTML (no JavaScript): a text the
// reader sees (a string) or a piece of markup (a regular expression), or `closed` with the reason
// it renders nothing there. Every component a page writes needs an entry: smoke.mjs fails on one
// without, so a component added to a page is checked in the HTML too.
const closed = (reason) => ({ closed: reason });
const count = (pattern, least) => (html) => (html.match(pattern) ?? []).length >= least;
const portal = 'its content mounts in a portal once opened (opened in the browser below)';

const SERVER_MARKS = {
  '/kit/leaves': {
    TopBar: /aria-label="Carrello, 2 prodotti, totale carrello 3,97.€"/,
    TopBarProfileMenu: /aria-label="Menu profilo, Mario"/,
    LazySearchBox: /placeholder="Cerca nel negozio"/,
    NewsBanner: 'Consegna gratuita sopra i 50 €',
    CategoryHeader: 'I componenti da un Server Component',
    Badge: 'Nuovo Ogni componente del kit',
    VisuallyHidden: 'Testo per i lettori di schermo',
    // ProductGrid writes the same product again.
    ProductCard: count(/data-product-id="100232"/g, 2),
    ProductGrid: /<ul[^>]*aria-label="Prodotti"/,
    ProductCardSkeleton: /data-part="skeleton"/,
    Skeleton: /id="scheletro"[^>]*><span[^>]*data-shape="rect"/,
    Carousel: /aria-label="Prodotti consigliati"[\s\S]*Pasta di Gragnano/,
    QuantityStepper: /aria-label="Quantità di pomodori pelati"/,
    AlternativesDialog: 'Vedi le alternative',
    SearchBoxScanButton: /aria-label="Scansiona codice a barre"/,
    FastSearchDialog: 'Spesa veloce',
    IconButton: /aria-label="Aggiungi ai preferiti"/,
    Button: 'Tema Bottega',
    CartItemList: /aria-label="Prodotti nel carrello"/,
    CartSummary: /<section[^>]*aria-label="Riepilogo"[\s\S]*Concludi ordine/,
    // CartSummary writes the totals too.
    OrderTotals: count(/data-part="totals"/g, 2),
    CartDrawer: 'Apri il carrello',
    AddressCard: 'Carrello Milano Porta Romana',
    TimeSlotCard: 'dalle 10:00 alle 12:00',
    TimeSlotPicker: /aria-label="Giorni di consegna"/,
    PaymentMethodList: 'Contanti alla consegna',
    // FastPaymentCard draws the card's brand too.
    CardBrandIcon: count(/data-brand="visa"/g, 2),
    FastPaymentCard: 'Paga con •••• 4242',
    SalesConditions: /href="\/page\/condizioni"/,
    InvoiceForm: 'Ho bisogno della fattura',
    FiscalPersonForm: /aria-label="Nuovo intestatario"/,
    PhoneForm: /aria-label="Il tuo cellulare"/,
    AddressCombobox: 'Città di consegna',
    SsoCard: 'mario.rossi',
    UpgradeVersionCard: 'Il nuovo carrello è più veloce.',
    LazyTopBarProfileMenu: /aria-label="Menu profilo, Giulia"/,
    ErrorState: 'Si è verificato un errore imprevisto.',
    ThemeProvider: 'Tema Bottega',
    CarrelloUiProvider: /placeholder="Citofono Rossi"/,
    TextInput: /aria-label="Nota per il fattorino"/,
    Select: /<select[^>]*aria-label="Fascia preferita"[\s\S]*<option value="sera" selected="">Sera/,
    ToastProvider: /role="status" aria-live="polite" aria-label="Notifiche"/,
    Footer: /<footer[\s\S]*Carrello S\.p\.A\./,
    CategoryDrawer: closed('a drawer with no trigger: closed until its `open` changes'),
    UpdateDialog: closed('a dialog with no trigger: closed until its `open` changes'),
    GenericPopup: closed('open from the start, in a portal mounted in the browser (closed below)'),
  },
  '/kit/headless': {
    CarrelloUiProvider: /aria-label="Aumenta quantità"/,
    ToastProvider: /aria-label="Notifiche"/,
    ToastRegion: /role="status" aria-live="polite" aria-label="Notifiche"/,
    BreadcrumbsRoot: /<nav[^>]*aria-label="Percorso senza stile"/,
    BreadcrumbsLink: /aria-current="page"[^>]*>Senza stile/,
    ButtonBase: 'Aggiungi alla lista',
    Slot: /<a[^>]*class="collegamento"[^>]*>Tutti i componenti/,
    CheckboxInput:
      /<input[^>]*id="offerte"[^>]*>[\s\S]{0,40}<label for="offerte">Ricevi le offerte/,
    SwitchRoot: /role="switch" aria-label="Avvisami quando torna disponibile"/,
    SwitchThumb: /Avvisami quando torna disponibile"[^>]*><span aria-hidden="true"/,
    QuantityStepperBase: /aria-label="Quantità di latte"/,
    CardBrandIcon: /aria-label="Visa"/,
    VisuallyHidden: 'Parti senza stile, per i lettori di schermo',
    CarouselBase: /aria-label="In offerta questa settimana"[\s\S]*Succo d’arancia/,
    DialogRoot: 'Apri le condizioni',
    DialogTrigger: /aria-haspopup="dialog">Apri le condizioni/,
    DialogPortal: closed(portal),
    DialogOverlay: closed(portal),
    DialogContent: closed(portal),
    DialogTitle: closed(portal),
    DialogDescription: closed(portal),
    DialogFooter: closed(portal),
    DialogClose: closed(portal),
    PopoverRoot: 'Costi di consegna',
    PopoverTrigger: /aria-haspopup="dialog">Costi di consegna/,
    PopoverContent: closed(portal),
    PopoverClose: closed(portal),
    Popover: 'Punti fedeltà',
    MenuRoot: 'Le mie liste',
    MenuTrigger: /aria-haspopup="menu"[^>]*>Le mie liste/,
    MenuContent: closed(portal),
    MenuItem: closed(portal),
    Menu: 'Ordina per',
    AccordionRoot: 'Come faccio un reso?',
    AccordionItem: /data-state="open"><h3/,
    AccordionHeader: /<h3 data-state="open"><button/,
    AccordionTrigger: /aria-expanded="true"[^>]*>Come faccio un reso\?/,
    AccordionContent: /role="region"[^>]*>Dal dettaglio dell’ordine/,
    Accordion: 'Come posso pagare?',
    FieldRoot: /<div data-invalid=""><label/,
    FieldLabel: /<label[^>]*>Partita IVA<\/label>/,
    FieldControl: /aria-invalid="true"/,
    FieldDescription: '11 cifre.',
    FieldError: 'La partita IVA ha 11 cifre',
    SearchBoxRoot: /<form role="search"/,
    SearchBoxInput: /aria-label="Cerca tra le offerte"/,
    SearchBoxSubmit: 'Cerca le offerte',
    SearchBoxPopup: /<div hidden="" data-state="closed"><div role="status">/,
    SearchBoxStatus: /<div role="status"><\/div><div[^>]*role="listbox"/,
    SearchBoxListbox: /role="listbox"/,
    SearchBoxGroup: 'Ricerche recenti',
    SearchBoxItem: /role="option"[^>]*>mozzarella/,
    SearchBox: /aria-label="Cerca nelle ricette"[\s\S]*lasagne/,
  },
};

/** The problems of one page's server HTML against its marks, for the components it writes. */
export function serverMarkProblems(route, html, written) {
  const marks = SERVER_MARKS[route] ?? {};
  const body = html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');
  const seen = text(body);
  const problems = [];
  for (const name of written) {
    const mark = marks[name];
    if (mark === undefined) problems.push(`${name}: no server-HTML mark in SERVER_MARKS`);
    else if (mark.closed) continue;
    else if (
      typeof mark === 'string'
        ? !seen.includes(mark)
        : typeof mark === 'function'
          ? !mark(body)
          : !mark.test(body)
    )
      problems.push(`${name}: ${String(mark)} is not in the server HTML`);
  }
  for (const name of Object.keys(marks)) {
    if (!written.includes(name))
      problems.push(`${name}: a mark for a component ${route} does not write`);
  }
  return problems;
}

/** Checks that `step` finishes within its own waits; the first line of its error otherwise. */
async function drive(check, name, step) {
  try {
    await step();
    check(name, true);
  } catch (error) {
    check(name, false, String(error instanceof Error ? error.message : error).split('\n')[0]);
  }
}

/** The leaf pages in Chromium: hydration without a message, then a few leaves driven. */
export async function checkLeavesInBrowser(browser, app, mode, check) {
  const messages = [];
  const page = await browser.newPage({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  watchConsole(page, messages);
  const wait = { timeout: 10_000 };

  log(`\nEvery leaf of @carrello/ui from a Server Component, /kit/leaves (${mode})`);
  await page.goto(`${app}/kit/leaves`, { waitUntil: 'networkidle' });
  // GenericPopup opens by itself once hydrated (a notice on arrival): the page waits behind it.
  const notice = page.getByRole('dialog', { name: 'Avviso' });
  await drive(
    check,
    `${mode}: GenericPopup opens by itself, says its text and closes`,
    async () => {
      await notice.getByText('Il negozio chiude alle 20.').waitFor(wait);
      await notice.getByRole('button', { name: 'Chiudi' }).click();
      await notice.waitFor({ ...wait, state: 'hidden' });
    },
  );
  const stepper = page.getByRole('group', { name: 'Quantità di pomodori pelati', exact: true });
  await drive(
    check,
    `${mode}: QuantityStepper, uncontrolled: "Aumenta quantità" takes it from 2 to 3`,
    async () => {
      await stepper.getByRole('button', { name: 'Aumenta quantità' }).click();
      await stepper.locator('output[data-value="3"]').waitFor(wait);
    },
  );
  const carousel = page.getByRole('region', { name: 'Prodotti consigliati' });
  await drive(
    check,
    `${mode}: Carousel: "Diapositiva successiva" moves it, and "precedente" turns on`,
    async () => {
      await carousel.getByRole('button', { name: 'Diapositiva successiva' }).click();
      await carousel.locator('button[data-direction="previous"]:not([disabled])').waitFor(wait);
    },
  );
  await drive(check, `${mode}: TimeSlotPicker: another day shows its time slots`, async () => {
    await page.getByRole('tab', { name: 'mercoledì 25 novembre' }).click();
    await page.getByRole('tab', { name: 'mercoledì 25 novembre', selected: true }).waitFor(wait);
    await page.getByText('Fasce orarie di mercoledì 25 novembre').waitFor(wait);
  });
  const city = page.getByRole('combobox', { name: 'Città di consegna' });
  await drive(
    check,
    `${mode}: AddressCombobox, uncontrolled: "Mil" suggests "Milazzo", which fills the box`,
    async () => {
      await city.pressSequentially('Mil');
      await page.getByRole('option', { name: 'Milazzo' }).click(wait);
      // Downshift reports the choice from an effect, a moment after the click.
      await city.evaluate(
        (input) =>
          new Promise((done, fail) => {
            const start = Date.now();
            const poll = () =>
              input.value === 'Milazzo'
                ? done()
                : Date.now() - start > 5000
                  ? fail(new Error(`the box says "${input.value}"`))
                  : setTimeout(poll, 50);
            poll();
          }),
      );
    },
  );
  await drive(
    check,
    `${mode}: AlternativesDialog opens from its trigger, written by the Server Component`,
    async () => {
      await page.getByRole('button', { name: 'Vedi le alternative' }).click();
      await page.getByRole('dialog').waitFor(wait);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ ...wait, state: 'hidden' });
    },
  );
  await drive(
    check,
    `${mode}: Footer's "Torna su" shows on the way back up and takes the page to the top`,
    async () => {
      const toTop = page.getByRole('button', { name: 'Torna su' });
      // A short window, so that the footer's last line (the button steps aside while it shows)
      // stays below it: down 600 px, a frame for the button to mount, then 200 px back up.
      await page.setViewportSize({ width: 1280, height: 500 });
      const scrollTo = (top) =>
        page.evaluate(
          (y) =>
            new Promise((done) => {
              window.scrollTo({ top: y, behavior: 'instant' });
              requestAnimationFrame(() => requestAnimationFrame(done));
            }),
          top,
        );
      await scrollTo(600);
      await scrollTo(400);
      await page.locator('[data-state="visible"]', { has: toTop }).waitFor(wait);
      await toTop.click();
      await page.waitForFunction(() => window.scrollY === 0, undefined, wait);
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );
  const leavesMessages = messages.splice(0);
  report(check, mode, '/kit/leaves', leavesMessages);

  log(`\nEvery part of @carrello/ui/headless from a Server Component, /kit/headless (${mode})`);
  await page.goto(`${app}/kit/headless`, { waitUntil: 'networkidle' });
  const milk = page.getByRole('group', { name: 'Quantità di latte' });
  await drive(
    check,
    `${mode}: QuantityStepperBase, uncontrolled: + takes it from 1 to 2`,
    async () => {
      await milk.getByRole('button', { name: 'Aumenta quantità' }).click();
      await milk.locator('output[data-value="2"]').waitFor(wait);
    },
  );
  const notify = page.getByRole('switch', { name: 'Avvisami quando torna disponibile' });
  await drive(check, `${mode}: SwitchRoot › SwitchThumb turns on`, async () => {
    await notify.click();
    await page
      .locator(
        '[role="switch"][aria-label="Avvisami quando torna disponibile"][aria-checked="true"]',
      )
      .waitFor(wait);
  });
  await drive(
    check,
    `${mode}: DialogRoot › DialogPortal › DialogContent opens, titled and described, and closes`,
    async () => {
      await page.getByRole('button', { name: 'Apri le condizioni' }).click();
      const dialog = page.getByRole('dialog', { name: 'Condizioni di vendita' });
      await dialog.getByText('Reso gratuito entro 14 giorni.').waitFor(wait);
      await dialog.getByRole('button', { name: 'Chiudi le condizioni' }).click();
      await dialog.waitFor({ ...wait, state: 'hidden' });
    },
  );
  await drive(check, `${mode}: MenuRoot › MenuContent › MenuItem opens and closes`, async () => {
    await page.getByRole('button', { name: 'Le mie liste' }).click();
    await page.getByRole('menuitem', { name: 'Spesa settimanale' }).waitFor(wait);
    await page.keyboard.press('Escape');
    await page
      .getByRole('menuitem', { name: 'Spesa settimanale' })
      .waitFor({ ...wait, state: 'hidden' });
  });
  await drive(
    check,
    `${mode}: PopoverRoot › PopoverContent › PopoverClose opens and closes`,
    async () => {
      await page.getByRole('button', { name: 'Costi di consegna' }).click();
      await page.getByText('Gratis sopra i 50 €.').waitFor(wait);
      await page.getByRole('button', { name: 'Chiudi i costi' }).click();
      await page.getByText('Gratis sopra i 50 €.').waitFor({ ...wait, state: 'hidden' });
    },
  );
  report(check, mode, '/kit/headless', messages.splice(0));
  await page.close();
}

function report(check, mode, route, messages) {
  const hydration = hydrationMessages(messages);
  check(
    `${mode}: no hydration message on ${route}`,
    hydration.length === 0,
    hydration.join('\n      '),
  );
  const errors = errorMessages(messages);
  check(`${mode}: no console error on ${route}`, errors.length === 0, errors.join('\n      '));
}
