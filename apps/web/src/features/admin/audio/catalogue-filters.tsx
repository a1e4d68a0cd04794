import type { ThemeDto } from '@sanarte/shared';
import { useGetCategoriesQuery } from '../api/catalogue';
import { filterWidth } from '../components/catalogue-list';
import { FilterSelect } from '../components/list-controls';
import { Options, byId } from '../components/options';
import { audioCopy } from '../content';

type FilterProps = { value: string; onChange: (value: string) => void };

/** A select of the panel's filter row: 'all' first, then each choice. */
function CatalogueFilter({
  label,
  all,
  choices,
  value,
  onChange,
}: FilterProps & { label: string; all: string; choices: { _id: string; name: string }[] | undefined }) {
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={filterWidth}
    >
      <Options blank={all} choices={byId(choices)} />
    </FilterSelect>
  );
}

/** 'Filtrar por categoría' of Temas and Audios: 'Todas las categorías', then each category. */
export function CategoryFilter(props: FilterProps) {
  const categories = useGetCategoriesQuery();
  return (
    <CatalogueFilter
      {...props}
      label={audioCopy.filterCategory}
      all={audioCopy.allCategories}
      choices={categories.data}
    />
  );
}

/** 'Filtrar por tema' of Audios: 'Todos los temas', then the themes offered (those of the category). */
export function ThemeFilter({ themes, ...props }: FilterProps & { themes: ThemeDto[] }) {
  return (
    <CatalogueFilter {...props} label={audioCopy.filterTheme} all={audioCopy.allThemes} choices={themes} />
  );
}
