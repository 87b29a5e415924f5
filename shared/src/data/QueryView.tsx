import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFoundAnswer } from '../api/client';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '../ui/StatePanel';

interface QueryViewProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What went wrong, in the page's words; Retry refetches. */
  errorText?: string;
  /**
   * For the query of what the address names (a tournament): when the API answers 404 or 400, this text, no retry, and
   * a server render answers 404 (`NotFoundState`).
   */
  notFoundText?: string;
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
export function QueryView<T>({ query, errorText, notFoundText, isEmpty, emptyText, loading, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (notFoundText && isNotFoundAnswer(query.error)) return <NotFoundState text={notFoundText} />;
  if (query.isError) return <ErrorState {...(errorText ? { text: errorText } : {})} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState {...(emptyText ? { text: emptyText } : {})} />;
  return <>{children(query.data)}</>;
}
