// The parts of the styled Accordion, as named exports: the package exports this module as the
// namespace `Accordion` (`<Accordion.Root>`), so each part stays its own client reference in a Server
// Component.
export { Root, Item, Header, Trigger, Content } from './accordion.styles';
