import { es } from '@sanarte/shared';
import { Suspense, lazy, useRef, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { focusMainContent } from '../focus';
import { saveChoice } from '../save';
import { cookieSettingsOpen, openCookieSettings, readConsent, subscribeConsent } from '../store';

const copy = es.consent;

// The second layer («Configurar») loads on first use, or when its button is pointed at or focused.
const loadSettings = () => import('./cookie-settings');
const CookieSettings = lazy(async () => ({ default: (await loadSettings()).CookieSettings }));
const preloadSettings = () => void loadSettings();

/** What to show, as one number (a stable snapshot): 1 the banner, 2 the settings, 0 nothing. */
const BANNER = 1;
const SETTINGS = 2;
const view = (): number => (readConsent() ? 0 : BANNER) | (cookieSettingsOpen() ? SETTINGS : 0);
// The prerendered landing, and its hydration, show neither: the choice lives in this browser only.
const nothing = (): number => 0;

/** Both first-layer choices look exactly alike: accepting is no easier than rejecting. */
const choiceButton =
  'inline-flex min-h-11 min-w-28 items-center justify-center rounded-full bg-night-800 px-5 text-sm font-semibold ' +
  'text-lavender-50 transition-colors hover:bg-night-700';

/**
 * The cookie banner (first layer): on every page until the visitor decides, and again when the
 * policy's version changes. «Aceptar» and «Rechazar» sit side by side with the same look;
 * «Configurar» opens the settings by purpose (second layer), which the footer's «Configurar
 * cookies» opens too, at any time. A bottom sheet in a fixed position: it moves nothing on the page
 * and the page under it stays usable. Each layout renders it right after its skip links: the
 * keyboard meets the skip links, then the banner, whenever it appears (on the prerendered landing
 * it appears after hydration, when a visitor may already be on a skip link).
 */
export function CookieConsent() {
  const shown = useSyncExternalStore(subscribeConsent, view, nothing);
  const dispatch = useDispatch();
  const banner = useRef<HTMLElement>(null);

  const choose = (analytics: boolean) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    saveChoice({ analytics, marketing: analytics }, dispatch);
    // The banner leaves with the focused button: the keyboard carries on from the page's content.
    if (hadFocus) focusMainContent();
  };

  return (
    <>
      {(shown & BANNER) !== 0 && (
        <section
          ref={banner}
          aria-label={copy.bannerLabel}
          className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-2 sm:p-4"
        >
          <div className="surface-light pointer-events-auto mx-auto max-h-[85dvh] max-w-3xl overflow-y-auto rounded-2xl bg-sand-50 p-4 text-night-900 shadow-2xl shadow-night-950/50 ring-1 ring-night-900/20 sm:p-5">
            <h2 className="font-display text-base font-semibold">{copy.title}</h2>
            <p className="mt-1 text-sm leading-normal text-ink-soft">
              {copy.text}{' '}
              <Link
                to={paths.cookiePolicy.href()}
                className="font-semibold text-night-900 underline underline-offset-2"
              >
                {copy.policyLink}
              </Link>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <button type="button" className={choiceButton} onClick={() => choose(true)}>
                {copy.accept}
              </button>
              <button type="button" className={choiceButton} onClick={() => choose(false)}>
                {copy.reject}
              </button>
              <button
                type="button"
                className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-night-900 underline underline-offset-2 hover:bg-night-900/5"
                aria-haspopup="dialog"
                onClick={openCookieSettings}
                onPointerEnter={preloadSettings}
                onFocus={preloadSettings}
              >
                {copy.configure}
              </button>
            </div>
          </div>
        </section>
      )}
      {(shown & SETTINGS) !== 0 && (
        <Suspense fallback={null}>
          <CookieSettings />
        </Suspense>
      )}
    </>
  );
}
