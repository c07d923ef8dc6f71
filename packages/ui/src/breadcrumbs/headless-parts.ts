// The parts of the headless Breadcrumbs, as named exports: `@carrello/ui/headless` exports this module
// as the namespace `Breadcrumbs` (`<Breadcrumbs.Root>`), so each part stays its own client reference in a Server
// Component.
export { BreadcrumbsRoot as Root, BreadcrumbsLink as Link } from './breadcrumbs';
