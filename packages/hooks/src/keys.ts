/** Root of every Carrello query key; each area's key factory extends it. */
export const carrelloKeys = {
  all: ['carrello'] as const,
};
