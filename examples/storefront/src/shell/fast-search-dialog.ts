// The fast-search dialog in a chunk of its own, loaded when it first opens (header-search.tsx).
export { FastSearchDialog } from '@carrello/ui';
