export { EmptyState, ErrorState } from './states.styles';
export type { EmptyStateProps, ErrorStateProps } from './states.styles';
