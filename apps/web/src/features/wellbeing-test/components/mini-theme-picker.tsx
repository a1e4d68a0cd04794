import { LIMITS, type ThemeDto, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { readMiniSelection, saveMiniSelection } from '../../../lib/mini-selection';
import { categoryHeading } from '../catalogue-names';
import { mini as copy } from '../content';
import type { ThemeRef } from '../user-state';

type MiniThemePickerProps = {
  /** The themes the test suggested (those with a catalogue id are offered first). */
  suggested: ThemeRef[];
  /** Every active theme of the catalogue (the rest are offered under 'Ver todos los temas'). */
  allThemes: ThemeDto[];
};

/**
 * Mini-plan mode: the user ticks exactly two themes; a third is refused with
 * 'Solo puedes elegir 2 temas', continuing with another count says 'Selecciona exactamente 2 temas'.
 * The chosen ids go to session storage (miniSelectedThemes) and the purchase starts at /checkout/mini.
 */
export function MiniThemePicker({ suggested, allThemes }: MiniThemePickerProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const errorId = useId();
  const countId = useId();
  const known = new Set(allThemes.map((t) => t._id));
  const [selected, setSelected] = useState<string[]>(() => readMiniSelection().filter((id) => known.has(id)));
  const [error, setError] = useState<string | null>(null);

  const suggestedIds = new Set(suggested.map((t) => t.id).filter((id): id is string => Boolean(id)));
  const first = suggested.filter((t): t is ThemeRef & { id: string } => Boolean(t.id && known.has(t.id)));
  const rest = allThemes.filter((t) => !suggestedIds.has(t._id));
  const byCategory = new Map<string, ThemeDto[]>();
  for (const theme of rest) {
    const key = theme.category?.slug ?? '';
    byCategory.set(key, [...(byCategory.get(key) ?? []), theme]);
  }
  const restChosen = rest.some((t) => selected.includes(t._id));

  const toggle = (id: string, checked: boolean) => {
    if (!checked) {
      setSelected((prev) => prev.filter((x) => x !== id));
      setError(null);
      return;
    }
    if (selected.length >= LIMITS.miniThemes) {
      setError(es.test.onlyTwoThemes);
      return;
    }
    setSelected((prev) => [...prev, id]);
    setError(null);
  };

  const proceed = () => {
    if (selected.length !== LIMITS.miniThemes) {
      setError(es.test.exactlyTwoThemes);
      return;
    }
    saveMiniSelection(selected);
    navigate(paths.checkout.href('mini'));
  };

  const option = (id: string, name: string) => (
    <label
      key={id}
      className="flex cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-night-900 ring-1 ring-inset ring-night-700/15 transition-colors hover:ring-night-600/50 has-[:checked]:bg-lavender-100 has-[:checked]:ring-2 has-[:checked]:ring-night-600"
    >
      <input
        type="checkbox"
        value={id}
        checked={selected.includes(id)}
        onChange={(event) => toggle(id, event.target.checked)}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className="size-5 shrink-0 cursor-pointer accent-night-600"
      />
      {name}
    </label>
  );

  return (
    <section
      aria-labelledby={titleId}
      className="surface-light rounded-[2rem] bg-lavender-100 p-5 text-night-900 shadow-xl shadow-night-950/30 sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-semibold sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>

      <fieldset className="mt-6">
        <legend className="mb-3 text-sm font-bold uppercase tracking-[0.14em] text-ink-soft">
          {copy.suggested}
        </legend>
        <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
          {first.map((t) => option(t.id, t.name))}
        </div>
      </fieldset>

      {rest.length > 0 && (
        <details
          className="mt-5 rounded-2xl bg-white/60 p-4 ring-1 ring-inset ring-night-700/10"
          open={restChosen}
        >
          <summary className="cursor-pointer font-semibold text-night-800">{copy.more}</summary>
          <div className="mt-4 grid gap-5">
            {[...byCategory.entries()].map(([category, themes]) => (
              <fieldset key={category}>
                <legend className="mb-2 text-sm font-bold tracking-[0.08em] text-ink-soft">
                  {categoryHeading(themes[0]?.category?.name ?? category)}
                </legend>
                <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
                  {themes.map((t) => option(t._id, t.name))}
                </div>
              </fieldset>
            ))}
          </div>
        </details>
      )}

      <p id={countId} className="mt-5 text-sm font-semibold text-night-700" aria-live="polite">
        {copy.selected(selected.length)}
      </p>
      {error && (
        <Alert tone="error" id={errorId} className="mt-3">
          {error}
        </Alert>
      )}
      <div className="mt-5">
        <Button size="lg" onClick={proceed}>
          {es.test.continueToPayment}
        </Button>
      </div>
    </section>
  );
}
