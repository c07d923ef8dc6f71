/**
 * Every Italian text the hooks produce themselves (the server's messages pass through as they
 * are). A brand overrides any of them with `<CarrelloProvider messages={{ ... }}>`.
 */
export interface CarrelloHookMessages {
  /** docs/requirements/checkout.md step 2: the cart has no address. */
  missingAddress: string;
  /** docs/requirements/checkout.md step 2: the cart has an address but no time slot. */
  missingTimeslot: string;
  /** Something failed that is not a server answer (docs/requirements/errors.md). */
  unexpectedError: string;
  /** docs/requirements/cart.md: an item with `editable: false` cannot be changed or removed. */
  cartItemNotEditable: string;
  /** docs/requirements/cart.md: items of nature 8 and 10 have no quantity controls. */
  cartItemNoQuantityControls: string;
  /** docs/requirements/delivery.md: a reservation succeeded and the server sent no info. */
  reservationSucceeded: string;
  /** docs/requirements/account.md: a subscription plan was added and the server sent no message. */
  subscriptionAdded: string;
}

/** The default Italian texts of {@link CarrelloHookMessages}. */
export const defaultHookMessages: Readonly<CarrelloHookMessages> = {
  /** docs/requirements/checkout.md step 2: the cart has no address. */
  missingAddress:
    'Scegli l’indirizzo di consegna o il punto di ritiro prima di concludere l’ordine.',
  /** docs/requirements/checkout.md step 2: the cart has an address but no time slot. */
  missingTimeslot: 'Scegli la fascia oraria di consegna prima di concludere l’ordine.',
  /** Something failed that is not a server answer (docs/requirements/errors.md). */
  unexpectedError: 'Si è verificato un errore imprevisto.',
  /** docs/requirements/cart.md: an item with `editable: false` cannot be changed or removed. */
  cartItemNotEditable: 'Questo prodotto non può essere modificato o rimosso dal carrello.',
  /** docs/requirements/cart.md: items of nature 8 and 10 have no quantity controls. */
  cartItemNoQuantityControls: 'La quantità di questo prodotto non può essere cambiata.',
  /** docs/requirements/delivery.md: a reservation succeeded and the server sent no info. */
  reservationSucceeded: 'Prenotazione effettuata.',
  /** docs/requirements/account.md: a subscription plan was added and the server sent no message. */
  subscriptionAdded: 'Abbonamento aggiunto',
};
