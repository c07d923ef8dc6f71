export { SsoCard } from './sso-card';
export type { SsoCardProps } from './sso-card';
