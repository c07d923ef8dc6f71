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
export type { CarrelloError } from './errors';
export type { CarrelloMutationContext } from './mutation-options';

// One explicit barrel per area (src/<area>/index.ts); the package root re-exports them all.
export * from './session';
export * from './catalogue';
export * from './search';
export * from './cart';
export * from './delivery';
export * from './checkout';
export * from './payments';
export * from './invoice';
export * from './profile';
export * from './content';
export * from './services';
export * from './app';
export { defaultHookMessages } from './messages';
export type { CarrelloHookMessages } from './messages';
