import { es } from '@sanarte/shared';
import { useId } from 'react';
import { GoogleMark } from '../../../components/ui/google-mark';
import { local, storageKeys } from '../../../lib/storage';
import { GOOGLE_START_URL, useGoogleStatusQuery } from '../api';
import { googleCopy } from '../content';

/**
 * 'Continuar con Google': marks the sign-in as coming from Google, then navigates the browser to
 * the server's start URL. When Google sign-in is not configured the button is disabled and the
 * reason is written under it.
 */
export function GoogleButton() {
  const { data: enabled, isLoading } = useGoogleStatusQuery();
  const noteId = useId();
  const available = enabled === true;
  const explain = !isLoading && !available;

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={!available}
        aria-describedby={explain ? noteId : undefined}
        onClick={() => {
          local.set(storageKeys.googleOrigin, '1');
          window.location.assign(GOOGLE_START_URL);
        }}
        className="inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-full bg-white px-6 font-semibold text-night-900 ring-1 ring-inset ring-night-700/30 transition-colors hover:bg-lavender-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <GoogleMark />
        {googleCopy.button}
      </button>
      {explain && (
        <p id={noteId} className="text-center text-sm text-ink-soft">
          {es.google.notConfigured}
        </p>
      )}
    </div>
  );
}

/** A divider between the form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-soft" aria-hidden="true">
      <span className="h-px flex-1 bg-night-700/15" />
      {googleCopy.divider}
      <span className="h-px flex-1 bg-night-700/15" />
    </div>
  );
}
