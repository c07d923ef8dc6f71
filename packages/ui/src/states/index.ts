export { EmptyState, ErrorState } from './states';
export type { EmptyStateProps, ErrorStateProps } from './states';
