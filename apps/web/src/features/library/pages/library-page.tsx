import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useAuth } from '../../auth';
import { MyDownloads, ThemeDownload, useDownloads, useDownloadsSession } from '../../offline';
import { SAVED_FRESH_SECONDS, useSavedQuery } from '../../saved';
import { RenewalNotice } from '../../subscription';
import {
  FOR_YOU_FRESH_SECONDS,
  LIBRARY_FRESH_SECONDS,
  type LibraryCategory,
  type LibraryTheme,
  useForYouQuery,
  useLibraryQuery,
} from '../api';
import { AudioCard } from '../components/audio-card';
import { ForYou } from '../components/for-you';
import { SavedShelf } from '../components/saved-shelf';
import { libraryCopy as copy } from '../content';

const SEARCH_DELAY_MS = 300;

const countAudios = (categories: LibraryCategory[]) =>
  categories.reduce((n, c) => n + c.themes.reduce((m, t) => m + t.audios.length, 0), 0);

/** At most this long the library waits for the device's downloads before it paints. */
const DOWNLOADS_WAIT_MS = 1500;

/** True once `ms` have passed since the first render. */
function useMoment(ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return over;
}

/**
 * Mi Biblioteca: categories → themes → the audios the subscription opens, searched on the server
 * (debounced) by title, description, tag, theme and category, accents and capitals aside. Without
 * a subscription, an empty state points to the plans. Playing goes through the panel's player, which keeps playing across panel pages. «Mis
 * descargas» on top, and a download on every audio and theme, keep audios for listening offline.
 */
export function LibraryPage() {
  useDocumentTitle(copy.pageTitle);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // Fresh on every visit; the route's own request (routes.tsx) counts when it is that recent.
  const { data, isLoading, isFetching, isError, error, refetch } = useLibraryQuery(q, {
    refetchOnMountOrArgChange: LIBRARY_FRESH_SECONDS,
  });
  const searchId = useId();
  const { user } = useAuth();
  useDownloadsSession(user?._id);
  // The downloads (read from the device) are known within moments: waiting for them paints every
  // card once, with its download button, instead of painting the cards and then moving them.
  const { ready: downloadsKnown } = useDownloads();
  // …but never longer than a moment: a device store that does not answer (another tab holding an
  // older database open) must not keep the library from showing.
  const downloadsWaitOver = useMoment(DOWNLOADS_WAIT_MS);
  // "Para ti" and "Guardados" open the page: their answers (asked for by the route with the
  // library's) are awaited with the library's, so that they do not push the search and the audios
  // down as they arrive.
  const forYou = useForYouQuery(undefined, { refetchOnMountOrArgChange: FOR_YOU_FRESH_SECONDS });
  const saved = useSavedQuery(undefined, { refetchOnMountOrArgChange: SAVED_FRESH_SECONDS });
  // Awaited once: after they have answered (or failed) the page never goes back to waiting for
  // them, so their sections asking again after a failure do not blank the page meanwhile.
  const extrasSettled = useRef(false);
  if (!forYou.isLoading && !saved.isLoading) extrasSettled.current = true;
  const waiting =
    (!data && isLoading) ||
    (!!data && !downloadsKnown && !downloadsWaitOver) ||
    (!text && !extrasSettled.current && (forYou.isLoading || saved.isLoading));
  // Once the library is there, its cards render in the background, in slices that let the browser
  // answer meanwhile, not in one long task (the store's updates render synchronously).
  const showWaiting = useDeferredValue(waiting);

  if (waiting || showWaiting) {
    // The heading and introduction at once (they do not depend on the library: the page's largest
    // text paints with the page's code, not after the request), then a screen tall, like
    // PageLoading: the site's footer stays below the fold until the cards arrive, instead of being
    // painted in view and pushed down by them (a layout shift).
    return (
      <div className="flex flex-col gap-8">
        <Header />
        <div className="grid min-h-dvh place-items-center text-night-700">
          <Spinner label={copy.loading} showLabel />
        </div>
      </div>
    );
  }

  if (!data && isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Header />
        <Alert tone="error">{errorMessage(error, copy.loadError)}</Alert>
        <Button variant="outline" onClick={() => void refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }

  if (data && !data.hasSubscription) {
    return (
      <div className="flex flex-col gap-6">
        <Header />
        <MyDownloads quietWhenEmpty />
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-night-700/10">
          <EmptyArt />
          <h2 className="text-2xl font-semibold text-night-900">{copy.emptyTitle}</h2>
          <p className="max-w-md text-ink-soft">{copy.emptyText}</p>
          <Link to={paths.panel.subscription.href({ plans: true })} className={buttonClasses()}>
            {copy.viewPlans}
          </Link>
        </div>
      </div>
    );
  }

  const categories = data?.categories ?? [];
  const total = countAudios(categories);

  return (
    <div className="@container flex flex-col gap-8">
      <Header />
      <RenewalNotice />
      <MyDownloads />
      {/* "Para ti" opens the library; a search shows what it found instead. */}
      {!text && <ForYou all />}
      {!text && <SavedShelf />}

      <search className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-semibold text-night-900">
          {copy.searchLabel}
        </label>
        <div className="relative max-w-xl">
          <Search
            strokeWidth={1.8}
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-soft"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
            className="min-h-12 w-full rounded-full border border-night-700/25 bg-white py-3 pl-12 pr-12 text-base text-night-950 shadow-xs placeholder:text-ink-soft/80 hover:border-night-700/45 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <CloseButton
              label={copy.clearSearch}
              onClick={() => setText('')}
              className="absolute right-1 top-1/2 size-10 -translate-y-1/2 text-night-700 hover:bg-night-900/5"
            />
          )}
        </div>
        <p aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm text-ink-soft">
          {isFetching ? <Spinner label={copy.loading} /> : copy.results(total)}
        </p>
      </search>

      {isError && (
        <RetryAlert
          message={errorMessage(error, copy.loadError)}
          retryLabel={copy.retry}
          onRetry={() => void refetch()}
        />
      )}

      {categories.length === 0 ? (
        <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night-700/10">
          {q ? (
            <>
              <p className="font-semibold text-night-900">{copy.noResults(q)}</p>
              <p className="mt-1 text-ink-soft">{copy.noResultsHint}</p>
            </>
          ) : (
            <p className="text-ink-soft">{copy.noAudios}</p>
          )}
        </div>
      ) : (
        categories.map((category, c) => (
          <section key={category._id} aria-labelledby={`cat-${category._id}`} className="flex flex-col gap-6">
            <h2
              id={`cat-${category._id}`}
              className="border-b border-night-700/10 pb-2 text-2xl font-semibold text-night-900"
            >
              {category.name}
            </h2>
            {category.themes.map((theme, t) => (
              <ThemeSection key={theme._id} theme={theme} eager={c === 0 && t === 0} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}

/** How far below (and above) the screen a theme's cards are drawn before they come into view. */
const DRAW_AHEAD = '100% 0px';

/**
 * One theme of the library: its heading and download at once; its cards when they come within a
 * screen of the visible area (the first theme's at once). A large library costs what the listener
 * sees, not every card of every category while the page starts; as the listener scrolls, or moves
 * with the keyboard to the next theme's heading, the next cards are drawn before they show. Until
 * then blanks of a card's usual height keep the footer and the scroll bar about where they will be.
 */
function ThemeSection({ theme, eager }: { theme: LibraryTheme; eager: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(DRAW_AHEAD);
  return (
    <section aria-labelledby={`theme-${theme._id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id={`theme-${theme._id}`} className="text-lg font-semibold text-night-700">
          {theme.name}
        </h3>
        <ThemeDownload
          themeId={theme._id}
          themeName={theme.name}
          audioIds={theme.audios.map((audio) => audio._id)}
        />
      </div>
      <div className="grid gap-4 @2xl:grid-cols-2 @6xl:grid-cols-3">
        {eager || near
          ? theme.audios.map((audio) => <AudioCard key={audio._id} audio={audio} themeName={theme.name} />)
          : theme.audios.map((audio, i) => (
              // A card's usual height, in the cards' own grid: one column on a phone, two or three
              // wider. The first blank is watched.
              <div
                key={audio._id}
                ref={i === 0 ? ref : undefined}
                aria-hidden="true"
                className="h-66 @2xl:h-50"
              />
            ))}
      </div>
    </section>
  );
}

function Header() {
  return (
    <header>
      <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>
    </header>
  );
}

function EmptyArt() {
  return (
    <svg viewBox="0 0 120 80" className="h-20 w-32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lib-empty" x1="0" x2="1">
          <stop offset="0" stopColor="#a897e6" />
          <stop offset="1" stopColor="#6fb3e2" />
        </linearGradient>
      </defs>
      <path
        d="M4 50c14-18 24-18 38 0s24 18 38 0 24-18 36 0"
        fill="none"
        stroke="url(#lib-empty)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M4 64c14-12 24-12 38 0s24 12 38 0 24-12 36 0"
        fill="none"
        stroke="#f4b763"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".7"
      />
      <circle cx="92" cy="18" r="9" fill="#f8cf8a" />
    </svg>
  );
}
