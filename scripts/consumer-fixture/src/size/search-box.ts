export { SearchBox } from '@carrello/ui';
