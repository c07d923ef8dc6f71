export { CategoryHeader } from './category-header.styles';
export type { CategoryHeaderProps } from './category-header.styles';
