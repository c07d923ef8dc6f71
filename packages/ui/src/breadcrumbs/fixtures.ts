import type { BreadcrumbItem } from './breadcrumbs.styles';

/** The trail of the Pasta category page; the page itself, last, has no link. */
export const pastaTrail: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Dispensa', href: '/dispensa' },
  { label: 'Pasta' },
];
