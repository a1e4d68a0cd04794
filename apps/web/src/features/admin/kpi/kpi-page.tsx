import { es } from '@sanarte/shared';
import { useState } from 'react';
import { RefreshButton } from '../components/list-controls';
import { AdminPage, Panel, smallButton } from '../components/list-layout';
import { ErrorState, LoadingState } from '../components/list-states';
import { RangeFilter, type RangePreset, type RangeState, rangeOf } from '../people/date-range';
import { useAudioCompletionQuery, usePlaytimeTotalsQuery } from './api';
import { AudioCompletionSection } from './audio-completion';
import { kpiCopy as copy } from './content';
import { PlaytimeChart } from './playtime-chart';

/** The periods of the KPI screen: all time by default, the last 7 days, this month, or custom days. */
const PRESETS: readonly RangePreset[] = ['all', 'last7', 'month', 'custom'];

/**
 * KPI Reproduccion: top 5 categories, themes and audios by listening time, then each audio's
 * completion (all time: the period does not apply to it).
 */
export function KpiPage() {
  const [range, setRange] = useState<RangeState>({ preset: 'all', from: '', to: '' });
  const [showTables, setShowTables] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = usePlaytimeTotalsQuery(rangeOf(range));
  // 'Actualizar' reloads the completion too (its section reads the same cached answer).
  const completion = useAudioCompletionQuery();
  const refreshAll = () => {
    refetch();
    completion.refetch();
  };

  return (
    <AdminPage
      title={es.admin.kpiTitle}
      intro={copy.intro}
      actions={<RefreshButton onClick={refreshAll} busy={isFetching || completion.isFetching} />}
    >
      <Panel className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <RangeFilter label={copy.rangeLabel} presets={PRESETS} value={range} onChange={setRange} />
        <button
          type="button"
          className={smallButton}
          aria-pressed={showTables}
          onClick={() => setShowTables((v) => !v)}
        >
          {copy.showTables}
        </button>
      </Panel>

      {isLoading ? (
        <LoadingState label={copy.loading} />
      ) : isError ? (
        <ErrorState message={es.admin.kpiLoadError} onRetry={refetch} busy={isFetching} />
      ) : data ? (
        <div
          aria-busy={isFetching}
          className={`grid gap-5 xl:grid-cols-2 ${isFetching ? 'opacity-70 transition-opacity' : ''}`}
        >
          {(['categories', 'themes', 'audios'] as const).map((of) => (
            <PlaytimeChart
              key={of}
              of={of}
              rows={data[of]}
              showTable={showTables}
              // The audios' names are the longest: their chart takes the whole width.
              className={of === 'audios' ? 'xl:col-span-2' : ''}
            />
          ))}
        </div>
      ) : null}

      <AudioCompletionSection />
    </AdminPage>
  );
}
