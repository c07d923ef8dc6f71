// The Italian message catalogue of Carrello, the only one: the validation messages of the
// schemas, the texts of core's rules, the hooks' own texts and every visible string of
// @carrello/ui, one export per area so that an app bundles the areas its code reads and no
// other (`itMessages.search` in a search box does not bring the invoice form's texts).
// Placeholders use `{name}`; plural entries have the `Intl.PluralRules('it-IT')` categories.

/** A message with plural forms, chosen with `Intl.PluralRules` on `{count}`. */
export interface PluralMessage {
  /** Used when the count is 1. */
  one: string;
  /** Used for every other count. */
  other: string;
  /** Optional text for 0 (Italian shops say "Nessun prodotto" rather than "0 prodotti"). */
  zero?: string;
}

// Italian validation messages (spec section 5). The rows whose wording the spec does not show
// carry our own Italian text; a brand may override any of them through the schema factories.

/** Italian validation messages used by every schema of @carrello/core. */
export const validation = {
  /** spec 5: any required field. */
  required: 'Campo obbligatorio',
  /** spec 5: person e-mail, both when missing and when malformed. */
  personEmail: 'Digitare l’e-mail',
  /** spec 5: Partita Iva that is not 11 digits. */
  vatNumberLength: 'La Partita Iva deve avere 11 cifre',
  /** Not shown by the spec: 11 digits whose office code or check digit is wrong. */
  vatNumberInvalid: 'Partita Iva non valida',
  /** spec 5: neither Partita Iva nor codice fiscale given. */
  vatNumberOrTaxCodeRequired: 'Partita Iva o Codice Fiscale obbligatori',
  /** spec 5: a numeric-like company codice fiscale that is not 11 digits. */
  companyTaxCodeLength: 'Il Codice Fiscale deve avere 11 cifre',
  /** Not shown by the spec: an 11-digit codice fiscale whose check digit is wrong. */
  companyTaxCodeInvalid: 'Codice Fiscale non valido',
  /** spec 5: a personal codice fiscale with a wrong shape, date or check letter. */
  personalTaxCodeFormat: 'Formato non corretto',
  /** spec 5: a malformed certified e-mail (PEC). */
  certifiedEmail: 'Digitare una e-mail valida',
  /** spec 5: neither PEC nor SDI code given. */
  certifiedEmailOrSdiRequired: 'PEC o SDI obbligatori',
  /** spec 5: an SDI code that is not 6 or 7 letters or digits. */
  sdiCode: 'Codice SDI non valido',
  /** Not shown by the spec: street longer than 60 characters. */
  streetMaxLength: 'Massimo 60 caratteri',
  /** Not shown by the spec: civic number longer than 8 characters. */
  civicMaxLength: 'Massimo 8 caratteri',
  /** Not shown by the spec: a CAP that is not 5 digits. */
  postalCode: 'Il CAP deve avere 5 cifre',
  /** Not shown by the spec: a province code missing from the table. */
  province: 'Provincia non valida',
  /** Not shown by the spec: a billing address outside Italy (the country field is fixed). */
  country: 'Sono accettati solo indirizzi in Italia',
  /** Not shown by the spec: a phone number that is not a mobile number. */
  mobilePhone: 'Numero di cellulare non valido',
  /** Not shown by the spec: a phone prefix that is not a calling code such as +39. */
  phonePrefix: 'Formato non corretto',
  /** Not shown by the spec: a malformed newsletter e-mail. */
  newsletterEmail: 'Indirizzo e-mail non valido',
  /** Not shown by the spec: sales conditions not accepted. */
  salesConditions: 'Devi accettare le condizioni di vendita',
  /** Not shown by the spec: a password that breaks the password policy. */
  weakPassword: 'La password non rispetta le regole indicate',
  /** Not shown by the spec: the repeated new password differs. */
  passwordMismatch: 'Le due password non coincidono',
} as const;

/** The password policy, shown before typing (rules explained up front). */
export const passwordRules = {
  minLength: 'Almeno 8 caratteri',
  letter: 'Almeno una lettera',
  digit: 'Almeno un numero',
};

/** Names of the delivery services and the partner-zone note (spec 4.3), read by core's rules. */
export const delivery = {
  clickAndCollect: 'Ritiro in negozio',
  homeDelivery: 'Consegna a domicilio',
  locker: 'Ritiro al locker',
  partnerZone: 'Ordine gestito da un partner di consegna',
};

/** The texts @carrello/hooks produces itself (the server's messages pass through as they are). */
export const hooks = {
  /** spec 4.1 step 2: the cart has no address. */
  missingAddress:
    'Scegli l’indirizzo di consegna o il punto di ritiro prima di concludere l’ordine.',
  /** spec 4.1 step 2: the cart has an address but no time slot. */
  missingTimeslot: 'Scegli la fascia oraria di consegna prima di concludere l’ordine.',
  /** Something failed that is not a server answer (spec 8). */
  unexpectedError: 'Si è verificato un errore imprevisto.',
  /** spec 4.3: an item with `editable: false` cannot be changed or removed. */
  cartItemNotEditable: 'Questo prodotto non può essere modificato o rimosso dal carrello.',
  /** spec 4.3: items of nature 8 and 10 have no quantity controls. */
  cartItemNoQuantityControls: 'La quantità di questo prodotto non può essere cambiata.',
  /** spec 4.4: a reservation succeeded and the server sent no info. */
  reservationSucceeded: 'Prenotazione effettuata.',
  /** spec 7.5: a subscription plan was added and the server sent no message. */
  subscriptionAdded: 'Abbonamento aggiunto',
  /** A payment return page whose parameters are missing or malformed. */
  invalidPaymentFeedback: 'Il collegamento di ritorno dal pagamento non è valido.',
};

/** Texts of the common widgets of @carrello/ui. */
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

/** Texts of the dialog widgets of @carrello/ui. */
export const dialog = { close: 'Chiudi' };

/** Texts of the drawer widgets of @carrello/ui. */
export const drawer = { close: 'Chiudi pannello' };

/** Texts of the toast widgets of @carrello/ui. */
export const toast = {
  region: 'Notifiche',
  dismiss: 'Chiudi notifica',
  info: 'Informazioni',
  success: 'Fatto',
  warning: 'Attenzione',
  error: 'Errore',
};

/** Texts of the quantity widgets of @carrello/ui. */
export const quantity = {
  decrease: 'Diminuisci quantità',
  increase: 'Aumenta quantità',
  label: 'Quantità',
  unit: { one: '{count} pezzo', other: '{count} pezzi' } satisfies PluralMessage,
};

/** Texts of the carousel widgets of @carrello/ui. */
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

/** Texts of the field widgets of @carrello/ui. */
export const field = { requiredMark: '*', invalid: 'Campo non valido' };

/** Texts of the menu widgets of @carrello/ui. */
export const menu = { open: 'Apri menu' };

/** Texts of the search widgets of @carrello/ui. */
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
  searchInCategory: 'Cerca {text} in {name}',
  searchWithBrand: 'Cerca {text} con marca {name}',
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

/** Texts of the fastSearch widgets of @carrello/ui. */
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

/** Texts of the cart widgets of @carrello/ui. */
export const cart = {
  title: 'Carrello',
  total: 'TOTALE',
  subtotal: 'Subtotale',
  backToShopping: 'Torna alla spesa',
  checkout: 'Concludi ordine',
  goToCheckout: 'Vai alla cassa',
  noCart: 'Nessun carrello attivo',
  /** The count of a cart (spec 2.3), also what `cartCountText` of @carrello/core answers. */
  count: {
    zero: 'Nessun prodotto',
    one: '1 prodotto',
    other: '{count} prodotti',
  } satisfies PluralMessage,
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

/** Texts of the header widgets of @carrello/ui. */
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

/** Texts of the news widgets of @carrello/ui. */
export const news = { dismiss: 'Non mostrare più oggi', label: 'Avviso' };

/** Texts of the categoryDrawer widgets of @carrello/ui. */
export const categoryDrawer = {
  title: 'Categorie',
  tabs: 'Sezioni del menu',
  categoriesTab: 'Prodotti',
  infoTab: 'Info',
  allOf: 'Tutto in {name}',
  subcategories: 'Sottocategorie di {name}',
};

/** Texts of the footer widgets of @carrello/ui. */
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

/** Texts of the sso widgets of @carrello/ui. */
export const sso = { loggedInAs: 'Sei loggato come', refresh: 'Refresh', logout: 'Esci' };

/** Texts of the update widgets of @carrello/ui. */
export const update = {
  title: 'Nuova versione disponibile',
  text: 'È disponibile una nuova versione dell’app.',
  action: 'Aggiorna',
  later: 'Più tardi',
  latestVersion: 'Versione {version}',
  upgrade: 'Aggiorna l’app',
};

/** Texts of the payment widgets of @carrello/ui. */
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

/** Texts of the cardBrand widgets of @carrello/ui. */
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

/** Texts of the invoice widgets of @carrello/ui. */
export const invoice = {
  needInvoice: 'Ho bisogno della fattura',
  salesConditions: 'Ho letto e accetto le condizioni di vendita',
  country: 'Nazione',
  phone: 'Telefono',
  phonePrefix: 'Prefisso',
  savePhone: 'Salva il telefono',
  phoneTitle: 'Il tuo cellulare',
  phoneHint: 'Ti chiameremo solo per la consegna.',
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

/** Texts of the status widgets of @carrello/ui. */
export const status = {
  info: 'Informazioni',
  warning: 'Attenzione',
  error: 'Errore',
  unexpectedError: 'Si è verificato un errore imprevisto.',
  retry: 'Riprova',
  empty: 'Non c’è niente qui',
};

/** Texts of the product widgets of @carrello/ui. */
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

/** Texts of the timeslot widgets of @carrello/ui. */
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

/** Texts of the breadcrumbs widgets of @carrello/ui. */
export const breadcrumbs = { label: 'Percorso' };
