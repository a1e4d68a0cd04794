import { DEFAULT_IMAGES, es } from '@sanarte/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useGetCategoriesQuery } from '../api/catalogue';
import { Cover, coverSource } from '../components/cover';
import { SearchBox } from '../components/list-controls';
import { LoadError, LoadingLine } from '../components/list-states';
import { plansCopy as copy } from './content';

type CategoryChecklistProps = {
  value: string[];
  onChange: (value: string[]) => void;
};

/** Lower case without accents: 'salud' finds 'Salud', 'energia' finds 'Energía'. */
const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The categories a plan opens: searchable, with cover thumbnails (fallback
 * /category_default.webp), scrolling at a maximum height. Shown when full access is off.
 */
export function CategoryChecklist({ value, onChange }: CategoryChecklistProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { data, isLoading, isError, error, refetch, isFetching } = useGetCategoriesQuery();
  const selected = new Set(value);
  const term = normalise(search.trim());
  const shown = (data ?? []).filter((c) => !term || normalise(c.name).includes(term));

  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-night-900/10">
      <legend className="sr-only">{copy.form.categories}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-night-900">
          {copy.form.categories}
        </p>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {copy.form.selectedCount(value.length)}
        </p>
      </div>
      <SearchBox
        id={searchId}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={copy.form.searchCategories}
        className="min-h-11 w-full rounded-xl border border-night-700/25 bg-white py-2 pl-10 pr-3 text-base text-night-950 placeholder:text-ink-soft/80"
      >
        <label htmlFor={searchId} className="sr-only">
          {copy.form.searchCategories}
        </label>
      </SearchBox>
      {isLoading ? (
        <LoadingLine label={copy.form.categoriesLoading} />
      ) : isError ? (
        <LoadError message={errorMessage(error, es.errors.internal)} onRetry={refetch} busy={isFetching} />
      ) : shown.length === 0 ? (
        <p className="py-3 text-sm text-ink-soft">{copy.form.noCategoryMatch}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto pr-1">
          {shown.map((category) => {
            const checked = selected.has(category._id);
            return (
              <li key={category._id}>
                <label
                  className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sand-50 ${
                    checked ? 'bg-lavender-50' : ''
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(e) => toggle(category._id, e.target.checked)}
                    className="size-5 shrink-0 cursor-pointer accent-night-600"
                  />
                  <Cover
                    {...coverSource(category.coverImage)}
                    sizes="40px"
                    fallback={DEFAULT_IMAGES.category}
                    className="size-10 rounded-lg"
                  />
                  <span className="font-semibold">{category.name}</span>
                  {!category.isActive && <span className="text-xs text-ink-soft">({copy.inactive})</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
