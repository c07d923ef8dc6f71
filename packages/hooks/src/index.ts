export { carrelloKeys } from './keys';
export { CarrelloProvider, useCarrelloClient, useCarrelloContext } from './provider';
export type {
  CarrelloAnalyticsEvent,
  CarrelloContextValue,
  CarrelloNotice,
  CarrelloPlatform,
  CarrelloProviderProps,
  CarrelloStorage,
} from './provider';
export { createCarrelloQueryClient, shouldRetry } from './query-client';
