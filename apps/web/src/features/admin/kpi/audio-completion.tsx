import { CardField, type Column, DataTable } from '../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../components/list-states';
import { CaptionedHeading } from '../dashboard/captioned-heading';
import { CsvButton } from '../dashboard/csv-button';
import { NONE, countText, percentText } from '../dashboard/report-format';
import { type AudioCompletion, useAudioCompletionQuery } from './api';
import { audioCompletionCsv } from './completion-csv';
import { completionCopy as copy } from './content';

const col = copy.columns;
/** Figures are right-aligned, in the table's header as in its cells. */
const figure = 'text-right tabular-nums';

/** A duration as mm:ss (minutes beyond 59 as they are: '75:30'). */
export function mmss(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The share of the listeners still there at each tenth (reached[k] ÷ reached[0]); null with none. */
export function sharesOf(audio: Pick<AudioCompletion, 'reached'>): number[] | null {
  const all = audio.reached[0] ?? 0;
  return all > 0 ? audio.reached.map((n) => n / all) : null;
}

/** «Siguen escuchando: 100 % al inicio, 80 % al 10 %, …». */
export function curveLabel(audio: Pick<AudioCompletion, 'reached'>): string {
  const shares = sharesOf(audio);
  if (!shares) return copy.curveNone;
  return copy.curveLabel(shares.map((share, k) => copy.curvePoint(percentText(share, 0), copy.at(k))));
}

/**
 * The drop-off curve: a step for each tenth of the audio, as high as the share of its listeners
 * who got that far (the first step is all of them). An image named by the same figures in words.
 */
function DropOff({ audio }: { audio: AudioCompletion }) {
  const shares = sharesOf(audio);
  if (!shares) return <span className="text-ink-soft">{NONE}</span>;
  const top = 2;
  const height = 38;
  const y = (share: number) => top + (1 - share) * (height - top);
  const steps = shares.flatMap((share, k) => [`${k * 10},${y(share)}`, `${(k + 1) * 10},${y(share)}`]);
  return (
    <svg
      role="img"
      aria-label={curveLabel(audio)}
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className="h-10 w-28 shrink-0 overflow-visible"
    >
      <polygon points={`0,${height} ${steps.join(' ')} 100,${height}`} className="fill-lavender-100" />
      <polyline
        points={steps.join(' ')}
        fill="none"
        className="stroke-night-600"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
      <line
        x1="0"
        y1={height}
        x2="100"
        y2={height}
        className="stroke-night-900/30"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The ten values behind the curve, on demand: «Al 10 %: 80 % (8 oyentes)». */
function ReachedValues({ audio }: { audio: AudioCompletion }) {
  const shares = sharesOf(audio);
  if (!shares) return null;
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-9 cursor-pointer items-center font-semibold text-night-900 underline-offset-2 hover:underline">
        {copy.showValues}
        <span className="sr-only">{copy.ofAudio(audio.name)}</span>
      </summary>
      <ol className="mt-1 flex flex-col gap-0.5 tabular-nums">
        {audio.reached.map((n, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tenths are fixed places (0…9)
          <li key={k} className="whitespace-nowrap">
            {`${copy.atTitle(k)}: ${percentText(shares[k] ?? 0, 0)} (${copy.listeners(n, countText(n))})`}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Curve({ audio }: { audio: AudioCompletion }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <DropOff audio={audio} />
      <ReachedValues audio={audio} />
    </div>
  );
}

/**
 * «Finalización por audio» under the KPI charts: for each audio (the most played first, as the
 * server sorts them) its duration, plays, listeners, completion rate and drop-off curve — a table
 * from 1280 px, cards below — and the same figures as a CSV file. All time: the page's period does
 * not apply.
 */
export function AudioCompletionSection() {
  const { data, isLoading, isFetching, isError, refetch } = useAudioCompletionQuery();
  const columns: Column<AudioCompletion>[] = [
    {
      header: col.audio,
      cell: (a) => a.name,
      rowHeader: true,
      cellClassName: 'font-semibold [overflow-wrap:anywhere]',
    },
    { header: col.duration, cell: (a) => mmss(a.durationSeconds), className: figure },
    { header: col.plays, cell: (a) => countText(a.plays), className: figure },
    { header: col.listeners, cell: (a) => countText(a.listeners), className: figure },
    { header: col.completion, cell: (a) => percentText(a.completionRate), className: figure },
    { header: col.curve, cell: (a) => <Curve audio={a} /> },
  ];

  return (
    <section
      aria-labelledby="kpi-completion"
      className="flex min-w-0 flex-col rounded-3xl bg-white shadow-sm ring-1 ring-night-900/10"
    >
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <CaptionedHeading id="kpi-completion" level={2} title={copy.title} caption={copy.caption} />
        {data && data.length > 0 && (
          <CsvButton
            label={copy.download}
            what={copy.downloadWhat}
            name={copy.fileName}
            csv={() => audioCompletionCsv(data)}
          />
        )}
      </div>
      {isLoading ? (
        <LoadingState label={copy.loading} />
      ) : isError ? (
        <ErrorState message={copy.loadError} onRetry={refetch} busy={isFetching} />
      ) : !data || data.length === 0 ? (
        <EmptyState>{copy.none}</EmptyState>
      ) : (
        <DataTable
          label={copy.label}
          rows={data}
          rowKey={(a) => a.audioId}
          busy={isFetching}
          columns={columns}
          card={(a) => (
            <>
              <h3 className="font-display text-lg font-semibold [overflow-wrap:anywhere]">{a.name}</h3>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <CardField label={col.duration}>{mmss(a.durationSeconds)}</CardField>
                <CardField label={col.plays}>{countText(a.plays)}</CardField>
                <CardField label={col.listeners}>{countText(a.listeners)}</CardField>
                <CardField label={col.completion}>{percentText(a.completionRate)}</CardField>
                <CardField label={col.curve} className="col-span-2">
                  <Curve audio={a} />
                </CardField>
              </dl>
            </>
          )}
        />
      )}
    </section>
  );
}
