import { es } from '@sanarte/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

/** What a section reads of its query (an RTK Query hook's result). */
export interface SectionQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A section's texts: its heading, the line under it, and what it says while loading or failed. */
export interface SectionTexts {
  title: string;
  intro: string;
  loading: string;
  loadError: string;
}

/**
 * A page section drawn from one query: its heading and a line under it at once, then a spinner
 * while the first answer is on its way, the way to try again if it fails (the server's message,
 * or `loadError`), and `children(data)` once it is there.
 */
export function QuerySection<T>({
  id,
  texts,
  query,
  children,
}: {
  id: string;
  texts: SectionTexts;
  query: SectionQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { title, intro, loading } = texts;
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
          <RetryAlert
            message={errorMessage(query.error, texts.loadError)}
            retryLabel={es.common.retry}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        children(query.data)
      )}
    </section>
  );
}
