export { SsoCard } from './sso-card.styles';
export type { SsoCardProps } from './sso-card.styles';
