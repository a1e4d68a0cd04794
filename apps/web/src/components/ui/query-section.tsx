import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

/** What a section reads of its query (an RTK Query hook's result). */
export interface SectionQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A page section drawn from one query: its heading and a line under it at once, then a spinner
 * (`loading`) while the first answer is on its way, the way to try again (`failed`, the message)
 * if it fails, and `children(data)` once it is there.
 */
export function QuerySection<T>({
  id,
  title,
  intro,
  query,
  loading,
  failed,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  query: SectionQuery<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div>
        <h2 id={id} className="text-2xl font-semibold text-night-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      </div>
      {query.isLoading ? (
        <div className="text-night-700">
          <Spinner label={loading} showLabel />
        </div>
      ) : query.data === undefined ? (
        query.isError && (
          <RetryAlert message={failed} retryLabel={es.common.retry} onRetry={() => void query.refetch()} />
        )
      ) : (
        children(query.data)
      )}
    </section>
  );
}
