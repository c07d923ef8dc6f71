export { VisuallyHidden } from '@carrello/ui/headless';
