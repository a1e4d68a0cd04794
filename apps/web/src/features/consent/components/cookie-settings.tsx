import * as Dialog from '@radix-ui/react-dialog';
import { es } from '@sanarte/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { DialogClose } from '../../../components/ui/dialog-close';
import { toast } from '../../../components/ui/toasts';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { paths } from '../../../config/paths';
import { focusMainContent } from '../focus';
import { saveChoice } from '../save';
import { closeCookieSettings, readConsent } from '../store';

const copy = es.consentSettings;

type Choice = { analytics: boolean; marketing: boolean };

/**
 * «Configurar cookies» (second layer): a dialog with one switch per purpose — the strictly necessary
 * storage always on, analytics and marketing off until the visitor turns them on (or as last
 * chosen) — and «Rechazar todas», «Aceptar todas», «Guardar preferencias». Closing it without
 * saving changes nothing: an undecided visitor sees the banner again. Loaded on first use
 * (cookie-consent.tsx).
 */
export function CookieSettings() {
  const dispatch = useDispatch();
  const [choice, setChoice] = useState<Choice>(() => {
    const stored = readConsent();
    return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false };
  });

  // Where focus returns: the element that opened the dialog (the banner's «Configurar», the
  // footer's «Configurar cookies»), or the page's content when that element has gone with the banner.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnFocusTo.current = active;
  }, []);

  const save = (next: Choice) => {
    saveChoice(next, dispatch);
    toast.success(copy.saved);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) closeCookieSettings();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target?.isConnected) target.focus();
            else focusMainContent();
          }}
          className="surface-light fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-sand-50 p-5 text-night-900 shadow-2xl shadow-night-950/40 focus:outline-none sm:p-7"
        >
          <Dialog.Title className="pr-10 font-display text-2xl font-semibold">
            {copy.settingsTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">{copy.settingsIntro}</Dialog.Description>

          <ul className="mt-5 divide-y divide-night-900/10 border-y border-night-900/10">
            <Purpose title={copy.necessary} text={copy.necessaryText} checked disabledNote={copy.alwaysOn} />
            <Purpose
              title={copy.analytics}
              text={copy.analyticsText}
              checked={choice.analytics}
              onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))}
            />
            <Purpose
              title={copy.marketing}
              text={copy.marketingText}
              checked={choice.marketing}
              onChange={(marketing) => setChoice((c) => ({ ...c, marketing }))}
            />
          </ul>

          <p className="mt-4 text-sm">
            <Link
              to={paths.cookiePolicy.href()}
              onClick={closeCookieSettings}
              className="font-semibold text-night-900 underline underline-offset-2"
            >
              {es.consent.policyLink}
            </Link>
          </p>

          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            {/* Rejecting or accepting all: every optional category off, or on. */}
            {(
              [
                [copy.rejectAll, false],
                [copy.acceptAll, true],
              ] as const
            ).map(([label, granted]) => (
              <button
                key={label}
                type="button"
                className={allButton}
                onClick={() => save({ analytics: granted, marketing: granted })}
              >
                {label}
              </button>
            ))}
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-night-900 ring-1 ring-inset ring-night-700/50 hover:bg-night-900/5 sm:col-span-2"
              onClick={() => save(choice)}
            >
              {copy.save}
            </button>
          </div>

          <DialogClose label={es.common.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** «Rechazar todas» and «Aceptar todas» look exactly alike. */
const allButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-night-800 px-5 text-sm font-semibold ' +
  'text-lavender-50 transition-colors hover:bg-night-700';

/** One purpose: its name and what it is for, and a switch (read-only for the necessary storage). */
function Purpose({
  title,
  text,
  checked,
  onChange,
  disabledNote,
}: {
  title: string;
  text: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabledNote?: string;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <h3 id={`${id}-title`} className="font-sans text-base font-bold">
          {title}
        </h3>
        <p id={`${id}-text`} className="mt-1 text-sm text-ink-soft">
          {text}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <ToggleSwitch
          checked={checked}
          onToggle={onChange}
          labelledBy={`${id}-title`}
          describedBy={disabledNote ? `${id}-text ${id}-note` : `${id}-text`}
        />
        {disabledNote && (
          <span id={`${id}-note`} className="text-xs font-semibold text-ink-soft">
            {disabledNote}
          </span>
        )}
      </div>
    </li>
  );
}
