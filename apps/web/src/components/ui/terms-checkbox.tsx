import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type TermsCopy = { termsBefore: string; termsLink: string; termsAfter: string; termsNewTab: string };

/**
 * The required 'Acepto los términos y condiciones…' checkbox; the terms open in a new tab (said to
 * screen readers). `register` is called where it renders, keeping the form's focus order.
 */
export function TermsCheckbox({
  register,
  error,
  copy,
}: {
  register: () => UseFormRegisterReturn;
  error?: string;
  copy: TermsCopy;
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
          <Link
            to={paths.terms.href()}
            target="_blank"
            rel="noopener"
            aria-describedby={noteId}
            className="font-semibold text-night-600 underline decoration-night-600/40 underline-offset-4 hover:decoration-night-600"
          >
            {copy.termsLink}
          </Link>
          {copy.termsAfter}
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
