// Every visible string of @carrello/ui, in Italian: the areas of the kit's one catalogue, which
// lives in @carrello/core (`itMessages`) with the schemas' and the hooks' texts. Brands override
// any subset with `ThemeProvider messages={...}` (deep-partial merge). Placeholders use
// `{name}`; plural entries have the `Intl.PluralRules('it-IT')` categories `one` and `other`.
import { itMessages } from '@carrello/core';

export type { PluralMessage } from '@carrello/core';

/** The Italian messages of the package. */
export const it = {
  common: itMessages.common,
  dialog: itMessages.dialog,
  drawer: itMessages.drawer,
  toast: itMessages.toast,
  quantity: itMessages.quantity,
  carousel: itMessages.carousel,
  field: itMessages.field,
  menu: itMessages.menu,
  search: itMessages.search,
  fastSearch: itMessages.fastSearch,
  cart: itMessages.cart,
  header: itMessages.header,
  news: itMessages.news,
  categoryDrawer: itMessages.categoryDrawer,
  footer: itMessages.footer,
  sso: itMessages.sso,
  update: itMessages.update,
  payment: itMessages.payment,
  cardBrand: itMessages.cardBrand,
  invoice: itMessages.invoice,
  status: itMessages.status,
  product: itMessages.product,
  timeslot: itMessages.timeslot,
  breadcrumbs: itMessages.breadcrumbs,
};

/** The shape of the messages object. */
export type Messages = typeof it;

/** A brand's partial override of the messages. */
export type MessagesOverride = DeepPartial<Messages>;

/** Recursively optional keys. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
