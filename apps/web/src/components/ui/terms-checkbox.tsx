import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The sentence, the same in every form that asks for it (sign-up, the free trial). */
const copy = {
  termsBefore: 'Acepto los ',
  termsLink: 'términos y condiciones',
  termsBetween: ' y la ',
  privacyLink: 'política de privacidad',
  termsNewTab: '(se abre en una pestaña nueva)',
};

/** A link of the sentence: opens in a new tab, which the note `noteId` says to screen readers. */
function NewTabLink({ to, noteId, children }: { to: string; noteId: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      aria-describedby={noteId}
      className="font-semibold text-night-600 underline decoration-night-600/40 underline-offset-4 hover:decoration-night-600"
    >
      {children}
    </Link>
  );
}

/**
 * The required 'Acepto los términos y condiciones y la política de privacidad' checkbox; both texts
 * are links that open in a new tab (said to screen readers), so the form being filled stays as it
 * is. `register` is called where it renders, keeping the form's focus order.
 */
export function TermsCheckbox({
  register,
  error,
}: {
  register: () => UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const errorId = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...register()}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-1 size-5 shrink-0 cursor-pointer accent-night-600"
        />
        <label htmlFor={id} className="text-sm text-night-900">
          {copy.termsBefore}
          <NewTabLink to={paths.terms.href()} noteId={noteId}>
            {copy.termsLink}
          </NewTabLink>
          {copy.termsBetween}
          <NewTabLink to={paths.privacyPolicy.href()} noteId={noteId}>
            {copy.privacyLink}
          </NewTabLink>
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
      </div>
      <span id={noteId} className="sr-only">
        {copy.termsNewTab}
      </span>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
