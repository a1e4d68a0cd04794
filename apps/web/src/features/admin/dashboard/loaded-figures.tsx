import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { ErrorState, LoadingState } from '../components/list-states';

/** What LoadedFigures reads of an RTK Query answer. */
type FiguresQuery<T> = {
  data?: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => void;
};

/**
 * A block of the dashboard's figures as its request goes: the loading line, then the figures,
 * dimmed (and busy) while they refresh. A failure offers 'Intentar de nuevo': in place of the
 * figures when there are none yet, above the last ones otherwise.
 */
export function LoadedFigures<T>({
  query,
  loading,
  loadError,
  children,
}: {
  query: FiguresQuery<T>;
  loading: string;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { data, isLoading, isFetching, isError, error, refetch } = query;
  if (isLoading) return <LoadingState label={loading} />;
  const failure = isError && (
    <ErrorState message={errorMessage(error, loadError)} onRetry={refetch} busy={isFetching} />
  );
  if (!data) return failure || null;
  return (
    <div
      className={`flex flex-col gap-6 ${isFetching ? 'opacity-70 transition-opacity' : ''}`}
      aria-busy={isFetching}
    >
      {failure}
      {children(data)}
    </div>
  );
}
