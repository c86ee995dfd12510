import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** What QueryState reads of a TanStack query (or of a list read a page at a time). */
type QueryLike<T> = {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch?: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The line while it loads ('Loading…' unless told); null shows nothing. */
  loading?: string | null;
  /** Show the loading line as a spinner, the words its hidden label. */
  spinner?: boolean;
  /** The error line: the answer's own message unless a fixed line is given here. */
  error?: string;
  /** The line when the error carries no message of its own. */
  errorFallback?: string;
  /** The words of a button that asks again (refetch), where the page offers one. */
  retry?: string;
  /** A class for the loading and error lines. */
  className?: string;
  /** What to draw once the data is there. */
  children?: (data: T) => ReactNode;
};

/**
 * The one loading line and error line of a query: 'Loading…' while it is pending, the error (with
 * 'Try again' where the page has it) when it failed, then `children(data)`.
 */
export function QueryState<T>({
  query,
  loading = 'Loading…',
  spinner = false,
  error,
  errorFallback,
  retry,
  className,
  children,
}: QueryStateProps<T>) {
  if (query.error) {
    const message = error ?? (query.error.message || errorFallback);
    if (!retry || !query.refetch) {
      return (
        <p className={className} role="alert">
          {message}
        </p>
      );
    }
    const refetch = query.refetch;
    return (
      <div className={className} role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    if (!query.isPending || loading === null) return null;
    return spinner ? <Spinner label={loading} /> : <p className={className}>{loading}</p>;
  }
  return <>{children?.(query.data)}</>;
}
