export { Breadcrumbs } from './breadcrumbs.styles';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs.styles';
