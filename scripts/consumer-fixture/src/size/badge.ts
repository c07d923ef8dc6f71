export { Badge } from '@carrello/ui';
