/** The retailer segment of the loyalty-card and business calls (docs/requirements/account.md), from the build's configuration. */
export const RETAILER = import.meta.env.VITE_CARRELLO_RETAILER ?? 'carrello';
