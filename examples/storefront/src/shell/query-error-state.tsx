import { ErrorState, type ErrorStateProps } from '@carrello/ui';

/** Props of {@link QueryErrorState}. */
interface QueryErrorStateProps extends Omit<ErrorStateProps, 'onRetry' | 'retrying'> {
  /** The query that failed. */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}

/** A failed query's error: "Riprova" reads it again and waits while it does. */
export function QueryErrorState({ query, ...state }: QueryErrorStateProps) {
  return <ErrorState {...state} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
