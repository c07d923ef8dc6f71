// The storefront's screens arrive with the storefront issue (a Vite + react-router app); today
// the package only proves that the published packages resolve from an application.
export type { EbsnClient } from '@carrello/sdk';
export { validationMessages } from '@carrello/core';
