// Every visible string of @carrello/ui, in Italian. Brands override any subset with
// `ThemeProvider messages={...}` (deep-partial merge). Placeholders use `{name}`;
// plural entries have the `Intl.PluralRules('it-IT')` categories `one` and `other`.

/** A message with plural forms, chosen with `Intl.PluralRules` on `{count}`. */
export interface PluralMessage {
  /** Used when the count is 1. */
  one: string;
  /** Used for every other count. */
  other: string;
  /** Optional text for 0 (Italian shops say "Nessun prodotto" rather than "0 prodotti"). */
  zero?: string;
}

/** The Italian messages of the package. */
export const it = {
  common: {
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
  },
  dialog: { close: 'Chiudi' },
  drawer: { close: 'Chiudi pannello' },
  toast: {
    region: 'Notifiche',
    dismiss: 'Chiudi notifica',
    info: 'Informazioni',
    success: 'Fatto',
    warning: 'Attenzione',
    error: 'Errore',
  },
  quantity: {
    decrease: 'Diminuisci quantità',
    increase: 'Aumenta quantità',
    label: 'Quantità',
    unit: { one: '{count} pezzo', other: '{count} pezzi' } satisfies PluralMessage,
  },
  carousel: {
    label: 'Carosello',
    previous: 'Diapositiva precedente',
    next: 'Diapositiva successiva',
    slide: 'Diapositiva {index} di {total}',
  },
  field: { requiredMark: '*', invalid: 'Campo non valido' },
  menu: { open: 'Apri menu' },
  search: {
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
  },
  fastSearch: {
    title: 'Lista della spesa',
    description: 'Scrivi un prodotto per riga: li cercheremo tutti insieme.',
    words: 'Prodotti da cercare',
    addWord: 'Aggiungi',
    removeWord: 'Rimuovi {text}',
    submit: 'Cerca',
  },
  cart: {
    title: 'Carrello',
    total: 'TOTALE',
    subtotal: 'Subtotale',
    backToShopping: 'Torna alla spesa',
    checkout: 'Concludi ordine',
    goToCheckout: 'Vai alla cassa',
    noCart: 'Nessun carrello attivo',
    // The count texts (Nessun prodotto / 1 prodotto / N prodotti) come from cartCountText of @carrello/core.
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
  },
  header: {
    home: 'Vai alla pagina iniziale',
    categories: 'Categorie',
    profile: 'Profilo',
    favourites: 'Preferiti',
    cart: 'Carrello, {count}',
    login: 'Accedi',
    logout: 'Esci',
  },
  news: { dismiss: 'Non mostrare più oggi' },
  footer: {
    newsletter: 'Iscriviti alla newsletter',
    contacts: 'Contatti',
    toTop: 'Torna su',
    version: 'Versione {version}',
  },
  sso: { loggedInAs: 'Sei loggato come', refresh: 'Refresh', logout: 'Esci' },
  update: {
    title: 'Nuova versione disponibile',
    text: 'È disponibile una nuova versione dell’app.',
    action: 'Aggiorna',
    later: 'Più tardi',
  },
  invoice: {
    needInvoice: 'Ho bisogno della fattura',
    salesConditions: 'Ho letto e accetto le condizioni di vendita',
    country: 'Nazione',
    phone: 'Telefono',
  },
  status: {
    info: 'Informazioni',
    warning: 'Attenzione',
    error: 'Errore',
    unexpectedError: 'Si è verificato un errore imprevisto.',
    retry: 'Riprova',
    empty: 'Non c’è niente qui',
  },
  product: {
    addToCart: 'Aggiungi al carrello',
    addToFavourites: 'Aggiungi ai preferiti',
    removeFromFavourites: 'Rimuovi dai preferiti',
    noImage: 'Immagine non disponibile',
  },
  breadcrumbs: { label: 'Percorso' },
};

/** The shape of the messages object. */
export type Messages = typeof it;

/** A brand's partial override of the messages. */
export type MessagesOverride = DeepPartial<Messages>;

/** Recursively optional keys. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
