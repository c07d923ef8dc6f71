/**
 * Every Italian text the hooks produce themselves (the server's messages pass through as they
 * are). A brand overrides any of them with `<CarrelloProvider messages={{ ... }}>`.
 */
export interface CarrelloHookMessages {
  /** spec 4.1 step 2: the cart has no address. */
  missingAddress: string;
  /** spec 4.1 step 2: the cart has an address but no time slot. */
  missingTimeslot: string;
  /** Something failed that is not a server answer (spec 8). */
  unexpectedError: string;
  /** spec 4.3: an item with `editable: false` cannot be changed or removed. */
  cartItemNotEditable: string;
  /** spec 4.3: items of nature 8 and 10 have no quantity controls. */
  cartItemNoQuantityControls: string;
  /** spec 4.4: a reservation succeeded and the server sent no info. */
  reservationSucceeded: string;
  /** spec 7.5: a subscription plan was added and the server sent no message. */
  subscriptionAdded: string;
}

/** The default Italian texts of {@link CarrelloHookMessages}. */
export const defaultHookMessages: Readonly<CarrelloHookMessages> = {
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
};
