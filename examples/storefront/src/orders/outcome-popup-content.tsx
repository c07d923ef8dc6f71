// The module {@link OutcomePopup} loads on demand: the kit's popup alone.
export { GenericPopup } from '@carrello/ui';
