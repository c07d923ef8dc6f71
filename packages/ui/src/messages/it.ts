// Every visible string of @carrello/ui, in Italian, one export per area so that an app bundles
// the areas its code reads and no other (the search box's texts do not bring the invoice form's).
// Brands override any subset with `ThemeProvider messages={...}` (deep-partial merge).
// Placeholders use `{name}`; plural entries have the `Intl.PluralRules('it-IT')` categories
// `one` and `other`. Texts that core's rules answer too (a cart's count, the search labels) come
// from @carrello/core, so a widget and a rule never word the same thing twice.
import { itMessages, type PluralMessage } from '@carrello/core';

export type { PluralMessage } from '@carrello/core';

/** Texts of the common widgets of the kit. */
export const common = {
  close: 'Chiudi',
  cancel: 'Annulla',
  confirm: 'Conferma',
  save: 'Salva',
  delete: 'Elimina',
  back: 'Indietro',
  loading: 'Caricamento in corso…',
  required: 'obbligatorio',
  optional: 'facoltativo',
  previous: 'Precedente',
  next: 'Successivo',
  more: 'Altro',
  showMore: 'Mostra di più',
  showLess: 'Mostra di meno',
  yes: 'Sì',
  no: 'No',
};

/** Texts of the dialog widgets of the kit. */
export const dialog = { close: 'Chiudi' };

/** Texts of the drawer widgets of the kit. */
export const drawer = { close: 'Chiudi pannello' };

/** Texts of the toast widgets of the kit. */
export const toast = {
  region: 'Notifiche',
  dismiss: 'Chiudi notifica',
  info: 'Informazioni',
  success: 'Fatto',
  warning: 'Attenzione',
  error: 'Errore',
};

/** Texts of the quantity widgets of the kit. */
export const quantity = {
  decrease: 'Diminuisci quantità',
  increase: 'Aumenta quantità',
  label: 'Quantità',
  unit: { one: '{count} pezzo', other: '{count} pezzi' } satisfies PluralMessage,
};

/** Texts of the carousel widgets of the kit. */
export const carousel = {
  label: 'Carosello',
  /** What a screen reader calls the carousel (`aria-roledescription`). */
  roleDescription: 'carosello',
  /** What a screen reader calls one slide (`aria-roledescription`). */
  slideRoleDescription: 'diapositiva',
  previous: 'Diapositiva precedente',
  next: 'Diapositiva successiva',
  slide: 'Diapositiva {index} di {total}',
};

/** Texts of the field widgets of the kit. */
export const field = { requiredMark: '*', invalid: 'Campo non valido' };

/** Texts of the menu widgets of the kit. */
export const menu = { open: 'Apri menu' };

/** Texts of the search widgets of the kit. */
export const search = {
  label: 'Cerca prodotti',
  placeholder: 'Cerca tra migliaia di prodotti',
  submit: 'Cerca',
  clear: 'Cancella ricerca',
  scanBarcode: 'Scansiona codice a barre',
  shoppingList: 'Lista della spesa',
  groupSuggestions: 'Suggerimenti',
  groupCategories: 'Categorie',
  groupBrands: 'Marche',
  groupHistory: 'Ricerche',
  searchInCategory: itMessages.searchLabels.searchInCategory,
  searchWithBrand: itMessages.searchLabels.searchWithBrand,
  deleteHistory: 'Elimina ricerca {text}',
  copyToBox: 'Copia {text} nella ricerca',
  noResults: 'Nessun risultato',
  loadingSuggestions: 'Ricerca dei suggerimenti…',
  suggestionsError: 'Suggerimenti non disponibili: premi Invio per cercare.',
  suggestionsCount: {
    zero: 'Nessun suggerimento',
    one: '1 suggerimento',
    other: '{count} suggerimenti',
  } satisfies PluralMessage,
};

/** Texts of the fastSearch widgets of the kit. */
export const fastSearch = {
  title: 'Lista della spesa',
  description: 'Scrivi un prodotto per riga: li cercheremo tutti insieme.',
  words: 'Prodotti da cercare',
  addWord: 'Aggiungi',
  removeWord: 'Rimuovi {text}',
  wordLabel: 'Prodotto',
  emptyList: 'La lista è vuota: aggiungi almeno un prodotto.',
  submit: 'Cerca',
};

/** Texts of the cart widgets of the kit. */
export const cart = {
  title: 'Carrello',
  total: 'TOTALE',
  subtotal: 'Subtotale',
  backToShopping: 'Torna alla spesa',
  checkout: 'Concludi ordine',
  goToCheckout: 'Vai alla cassa',
  noCart: 'Nessun carrello attivo',
  /** The count of a cart, what `cartCountText` of @carrello/core answers. */
  count: itMessages.cartCount,
  packages: 'Confezioni',
  giftCertificates: 'Buoni sconto',
  removeItem: 'Rimuovi {name}',
  removeConfirmTitle: 'Rimuovere il prodotto?',
  removeConfirmText: 'Vuoi davvero rimuovere {name} dal carrello?',
  acceptAlternatives: 'Accetta sostituzioni',
  acceptAllAlternatives: 'Accetta sostituzioni per tutti i prodotti',
  alternatives: 'Vedi alternative',
  usuallyReplacedWith: 'Solitamente sostituito con:',
  freeGift: 'Omaggio',
  deleteSubscription: 'Elimina abbonamento',
  fastPayment: 'Pagamento veloce',
  pickupAt: 'Ritiro presso',
  deliveryTo: 'Consegna a',
  dateTime: 'Data e ora',
  chooseSlot: 'Scegli data e ora',
  changeAddress: 'Cambia indirizzo',
  summary: 'Riepilogo',
  packageLine: '{quantity} x {cost}',
  removeConfirm: 'Rimuovi',
  /** Announced once a line has left the cart. */
  removed: '{name} rimosso dal carrello.',
  /** Announced once a product is in the cart, with the cart's count (`count`). */
  added: '{name} aggiunto al carrello. {count} nel carrello.',
  acceptAlternativesFor: 'Accetta sostituzioni per {name}',
  subscriptionPlan: 'Abbonamento',
  noAlternatives: 'Nessun prodotto alternativo disponibile.',
  alternativesLoading: 'Caricamento delle alternative…',
  noAddress: 'Nessun indirizzo scelto',
  chooseAddress: 'Scegli indirizzo',
  noTimeslot: 'Nessuna fascia oraria scelta',
  changeTimeslot: 'Cambia data e ora',
  timeRange: 'dalle {begin} alle {end}',
  items: 'Prodotti nel carrello',
  quantityOf: 'Quantità di {name}',
  unitPrice: '{price} cad.',
  itemsSubtotal: 'Prodotti',
  discounts: 'Sconti e buoni',
  deliveryFee: 'Consegna',
  freeDelivery: 'Gratis',
  amountToAuthorize: 'Importo da autorizzare',
  authorizeReason:
    'I prodotti a peso vengono pesati alla preparazione: addebitiamo solo il prezzo effettivo.',
  giftToGenerate: 'Con questo ordine ricevi',
  orderComment: 'Note per l’ordine',
  itemNote: 'Note per il reparto',
  emptyCart: 'Svuota carrello',
  pricePerKg: '{price}/kg',
  estimatedPrice: 'Prezzo stimato, si paga il peso effettivo',
  mealVouchers: 'Buoni pasto {name}',
  mealVoucherLine: '{count} x {value}',
  amountToPay: 'Resto da pagare',
};

/** Texts of the header widgets of the kit. */
export const header = {
  home: 'Vai alla pagina iniziale',
  categories: 'Apri il menu delle categorie',
  profile: 'Profilo',
  favourites: 'Preferiti',
  cart: 'Carrello, {count}',
  login: 'Accedi',
  register: 'Registrati',
  logout: 'Esci',
  cartTotal: 'Totale carrello {total}',
  timeSlot: 'Scegli data e ora',
  profileMenu: 'Menu profilo, {name}',
  orders: 'I miei ordini',
  account: 'Il mio profilo',
};

/** Texts of the news widgets of the kit. */
export const news = { dismiss: 'Non mostrare più oggi', label: 'Avviso' };

/** Texts of the categoryDrawer widgets of the kit. */
export const categoryDrawer = {
  title: 'Categorie',
  tabs: 'Sezioni del menu',
  categoriesTab: 'Prodotti',
  infoTab: 'Info',
  allOf: 'Tutto in {name}',
  subcategories: 'Sottocategorie di {name}',
};

/** Texts of the footer widgets of the kit. */
export const footer = {
  newsletter: 'Iscriviti alla newsletter',
  contacts: 'Contatti',
  toTop: 'Torna su',
  version: 'Versione {version}',
  email: 'La tua e-mail',
  subscribe: 'Iscriviti',
  subscribed: 'Iscrizione completata: controlla la tua e-mail.',
  copyright: '© {year} {name} – Tutti i diritti riservati',
  links: 'Link utili',
};

/** Texts of the sso widgets of the kit. */
export const sso = { loggedInAs: 'Sei loggato come', refresh: 'Refresh', logout: 'Esci' };

/** Texts of the update widgets of the kit. */
export const update = {
  title: 'Nuova versione disponibile',
  text: 'È disponibile una nuova versione dell’app.',
  action: 'Aggiorna',
  later: 'Più tardi',
  latestVersion: 'Versione {version}',
  upgrade: 'Aggiorna l’app',
};

/** Texts of the payment widgets of the kit. */
export const payment = {
  methods: 'Metodi di pagamento',
  noMethods: 'Nessun metodo di pagamento disponibile.',
  savedCards: 'Carte salvate',
  expires: 'Scade {date}',
  defaultCard: 'Predefinita',
  fastPayment: 'Pagamento veloce',
  fastPaymentText: 'Paga con la carta salvata senza inserire di nuovo i dati.',
  fastPaymentAction: 'Paga con {card}',
  addCard: 'Aggiungi una carta',
  removeCard: 'Rimuovi la carta {card}',
};

/** Texts of the cardBrand widgets of the kit. */
export const cardBrand = {
  electron: 'Visa Electron',
  maestro: 'Maestro',
  dankort: 'Dankort',
  interpayment: 'InterPayment',
  unionpay: 'UnionPay',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  generic: 'Carta di pagamento',
};

/** Texts of the invoice widgets of the kit. */
export const invoice = {
  needInvoice: 'Ho bisogno della fattura',
  salesConditions: 'Ho letto e accetto le condizioni di vendita',
  country: 'Nazione',
  phone: 'Telefono',
  phonePrefix: 'Prefisso',
  savePhone: 'Salva il telefono',
  phoneTitle: 'Il tuo cellulare',
  phoneHint: 'Ti chiameremo solo per la consegna.',
  phoneSaveFailed: 'Non è stato possibile salvare il telefono. Riprova.',
  savedPersons: 'Intestatario della fattura',
  newPerson: 'Nuovo intestatario',
  personType: 'Tipo di intestatario',
  personTypes: {
    private: 'Privato',
    company: 'Azienda',
    soleProprietorship: 'Ditta individuale',
    publicBody: 'Ente pubblico',
  },
  firstName: 'Nome',
  lastName: 'Cognome',
  company: 'Ragione sociale',
  vatCode: 'Partita IVA',
  taxCode: 'Codice fiscale',
  email: 'E-mail',
  pec: 'PEC',
  sdi: 'Codice SDI',
  pecOrSdi: 'Indica la PEC o il codice SDI per la fattura elettronica.',
  address: 'Indirizzo di fatturazione',
  street: 'Indirizzo',
  civic: 'Numero civico',
  postalCode: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  noSuggestions: 'Nessun risultato',
  savePerson: 'Salva i dati di fatturazione',
  deletePerson: 'Elimina {name}',
  salesConditionsLink: 'condizioni di vendita',
};

/** Texts of the status widgets of the kit. */
export const status = {
  info: 'Informazioni',
  warning: 'Attenzione',
  error: 'Errore',
  unexpectedError: 'Si è verificato un errore imprevisto.',
  retry: 'Riprova',
  empty: 'Non c’è niente qui',
};

/** Texts of the product widgets of the kit. */
export const product = {
  addToCart: 'Aggiungi al carrello',
  /** The visible label of "Aggiungi al carrello" on narrow cards; the button keeps the full name. */
  addToCartShort: 'Aggiungi',
  addToFavourites: 'Aggiungi ai preferiti',
  removeFromFavourites: 'Rimuovi dai preferiti',
  noImage: 'Immagine non disponibile',
  perUnit: '{price}/{unit}',
  standardPrice: 'Prezzo pieno',
  price: 'Prezzo',
  promo: 'Offerta',
  unavailable: 'Non disponibile',
  inCart: 'Nel carrello',
  empty: 'Nessun prodotto trovato',
  list: 'Prodotti',
  /** Name of the weight control of goods sold by weight. */
  weightOf: 'Peso di {name}',
  /** The estimated price of the chosen weight of goods sold by weight. */
  estimate: 'Prezzo stimato {price}',
};

/** Texts of the timeslot widgets of the kit. */
export const timeslot = {
  label: 'Scegli data e ora',
  days: 'Giorni di consegna',
  slots: 'Fasce orarie di {day}',
  full: 'Esaurita',
  almostFull: 'Ultimi posti',
  closed: 'Chiusa',
  noSlots: 'Nessuna fascia oraria disponibile in questo giorno.',
  empty: 'Nessuna data disponibile al momento.',
  error: 'Non è stato possibile caricare le fasce orarie.',
};

/** Texts of the breadcrumbs widgets of the kit. */
export const breadcrumbs = { label: 'Percorso' };

/** The Italian messages of the package. */
export const it = {
  common,
  dialog,
  drawer,
  toast,
  quantity,
  carousel,
  field,
  menu,
  search,
  fastSearch,
  cart,
  header,
  news,
  categoryDrawer,
  footer,
  sso,
  update,
  payment,
  cardBrand,
  invoice,
  status,
  product,
  timeslot,
  breadcrumbs,
};

/** The shape of the messages object. */
export type Messages = typeof it;

/** A brand's partial override of the messages. */
export type MessagesOverride = DeepPartial<Messages>;

/** Recursively optional keys. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
