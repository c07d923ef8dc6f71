// The Italian texts of core's rules: the validation messages of the schemas, the password
// rules, the names of the delivery services, a cart's count and the search labels. The copy of
// the widgets lives in @carrello/ui (`it`), the hooks' own texts in @carrello/hooks.
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

// Italian validation messages (docs/requirements/validation.md). The rows whose wording the
// requirements do not give carry our own Italian text; a brand may override any of them through
// the schema factories.

/** Italian validation messages used by every schema of @carrello/core. */
export const validation = {
  /** docs/requirements/validation.md: any required field. */
  required: 'Campo obbligatorio',
  /** docs/requirements/validation.md: person e-mail, both when missing and when malformed. */
  personEmail: 'Digitare l’e-mail',
  /** docs/requirements/validation.md: Partita Iva that is not 11 digits. */
  vatNumberLength: 'La Partita Iva deve avere 11 cifre',
  /** Worded here: 11 digits whose office code or check digit is wrong. */
  vatNumberInvalid: 'Partita Iva non valida',
  /** docs/requirements/validation.md: neither Partita Iva nor codice fiscale given. */
  vatNumberOrTaxCodeRequired: 'Partita Iva o Codice Fiscale obbligatori',
  /** docs/requirements/validation.md: a numeric-like company codice fiscale that is not 11 digits. */
  companyTaxCodeLength: 'Il Codice Fiscale deve avere 11 cifre',
  /** Worded here: an 11-digit codice fiscale whose check digit is wrong. */
  companyTaxCodeInvalid: 'Codice Fiscale non valido',
  /** docs/requirements/validation.md: a personal codice fiscale with a wrong shape, date or check letter. */
  personalTaxCodeFormat: 'Formato non corretto',
  /** docs/requirements/validation.md: a malformed certified e-mail (PEC). */
  certifiedEmail: 'Digitare una e-mail valida',
  /** docs/requirements/validation.md: neither PEC nor SDI code given. */
  certifiedEmailOrSdiRequired: 'PEC o SDI obbligatori',
  /** docs/requirements/validation.md: an SDI code that is not 6 or 7 letters or digits. */
  sdiCode: 'Codice SDI non valido',
  /** Worded here: street longer than 60 characters. */
  streetMaxLength: 'Massimo 60 caratteri',
  /** Worded here: civic number longer than 8 characters. */
  civicMaxLength: 'Massimo 8 caratteri',
  /** Worded here: a CAP that is not 5 digits. */
  postalCode: 'Il CAP deve avere 5 cifre',
  /** Worded here: a province code missing from the table. */
  province: 'Provincia non valida',
  /** Worded here: a billing address outside Italy (the country field is fixed). */
  country: 'Sono accettati solo indirizzi in Italia',
  /** docs/requirements/validation.md: a loyalty card that is not 8 to 20 digits. */
  loyaltyCard: 'Il numero della carta ha da 8 a 20 cifre',
  /** Worded here: a phone number that is not a mobile number. */
  mobilePhone: 'Numero di cellulare non valido',
  /** Worded here: a phone prefix that is not a calling code such as +39. */
  phonePrefix: 'Formato non corretto',
  /** Worded here: a malformed new e-mail address of the profile. */
  newEmail: 'Digitare un’e-mail valida',
  /** Worded here: a malformed newsletter e-mail. */
  newsletterEmail: 'Indirizzo e-mail non valido',
  /** Worded here: sales conditions not accepted. */
  salesConditions: 'Devi accettare le condizioni di vendita',
  /** Worded here: a password that breaks the password policy. */
  weakPassword: 'La password non rispetta le regole indicate',
  /** Worded here: the repeated new password differs. */
  passwordMismatch: 'Le due password non coincidono',
  /** Worded here: a meal-voucher sign-in (Day) without the provider's user. */
  mealVoucherUser: 'Indica il tuo utente',
  /** Worded here: a meal-voucher sign-in (Day) without the provider's password. */
  mealVoucherPassword: 'Indica la password',
  /** Worded here: a meal-voucher card (Pluxee) number that is not 8 to 19 digits. */
  mealVoucherCard: 'Il numero della carta ha da 8 a 19 cifre',
  /** Worded here: the scan dialog's typed barcode left empty. */
  barcodeRequired: 'Scrivi il codice a barre.',
  /** Worded here: a typed barcode shorter than 4 characters. */
  barcodeTooShort: 'Il codice a barre è troppo corto: scrivilo tutto.',
  /** Worded here: a typed barcode with characters no barcode format carries. */
  barcodeCharacters: 'Il codice a barre contiene caratteri non validi: usa solo cifre e lettere.',
  /** Worded here: an EAN or UPC code whose check digit is wrong. */
  barcodeCheckDigit: 'Il codice a barre non è valido: controlla le cifre.',
} as const;

/** The password policy, shown before typing (rules explained up front). */
export const passwordRules = {
  minLength: 'Almeno 8 caratteri',
  letter: 'Almeno una lettera',
  digit: 'Almeno un numero',
};

/** Names of the delivery services and the partner-zone note (docs/requirements/cart.md), read by core's rules. */
export const delivery = {
  clickAndCollect: 'Ritiro in negozio',
  homeDelivery: 'Consegna a domicilio',
  locker: 'Ritiro al locker',
  partnerZone: 'Ordine gestito da un partner di consegna',
};

/** The count of a cart as a shopper reads it (docs/requirements/app-shell.md), answered by `cartCountText`. */
export const cartCount = {
  zero: 'Nessun prodotto',
  one: '1 prodotto',
  other: '{count} prodotti',
} satisfies PluralMessage;

/** The labels of the search suggestions that narrow a text to a category or a brand. */
export const searchLabels = {
  searchInCategory: 'Cerca {text} in {name}',
  searchWithBrand: 'Cerca {text} con marca {name}',
};
