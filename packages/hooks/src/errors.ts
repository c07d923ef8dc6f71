import type { EbsnError, NetworkError } from '@carrello/sdk';

/** What a Carrello query or mutation fails with: the server refused, or could not be reached. */
export type CarrelloError = EbsnError | NetworkError;
