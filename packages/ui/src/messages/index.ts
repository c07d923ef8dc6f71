export { it } from './it';
export type { DeepPartial, Messages, MessagesOverride, PluralMessage } from './it';
export {
  DEFAULT_LOCALE,
  formatDate,
  formatPrice,
  formatTime,
  interpolate,
  mergeMessages,
  plural,
} from './format';
export type { MessageValues } from './format';
export { CarrelloUiProvider, useCarrelloUi, useMessages } from './messages-context';
export type { CarrelloUiContextValue, CarrelloUiProviderProps } from './messages-context';
