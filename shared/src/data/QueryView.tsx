import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../ui/StatePanel';

interface QueryViewProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What went wrong, in the page's words; Retry refetches. */
  errorText?: string;
  /** When the answer is there but has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** The page's own skeleton while the first answer is on its way. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The three states every page shows for a query, the same everywhere: loading, error with a retry, empty, and the data.
 * A refetch keeps showing the data it had (no flash of the loading state).
 */
export function QueryView<T>({ query, errorText, isEmpty, emptyText, loading, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError) return <ErrorState {...(errorText ? { text: errorText } : {})} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState {...(emptyText ? { text: emptyText } : {})} />;
  return <>{children(query.data)}</>;
}
