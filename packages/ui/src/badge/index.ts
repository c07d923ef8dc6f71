export { Badge } from './badge.styles';
export type { BadgeProps, BadgeVariant } from './badge.styles';
