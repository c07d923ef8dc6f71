export { Breadcrumbs } from './compound';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs.styles';
