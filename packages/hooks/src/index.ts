/**
 * Root of every Carrello query key; each area's key factory (cart, products, ...) extends it.
 * The areas' hooks arrive with the hooks issue.
 */
export const carrelloKeys = {
  all: ['carrello'] as const,
};
