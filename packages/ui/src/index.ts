// @carrello/ui: the styled components, themed by tokens. Unstyled parts and behaviour hooks
// live in @carrello/ui/headless.
export * from './theme';
export * from './messages';
export * from './button';
export * from './icon-button';
export * from './visually-hidden';
export * from './badge';
export * from './skeleton';
export * from './dialog';
export * from './drawer';
