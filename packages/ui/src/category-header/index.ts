export { CategoryHeader } from './category-header';
export type { CategoryHeaderProps } from './category-header';
