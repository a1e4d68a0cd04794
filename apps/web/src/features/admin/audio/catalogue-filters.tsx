import type { ThemeDto } from '@sanarte/shared';
import { useGetCategoriesQuery } from '../api/catalogue';
import { filterWidth } from '../components/catalogue-list';
import { FilterSelect } from '../components/list-controls';
import { Options, byId } from '../components/options';
import { audioCopy } from '../content';

type FilterProps = { value: string; onChange: (value: string) => void };

/** 'Filtrar por categoría' of Temas and Audios: 'Todas las categorías', then each category. */
export function CategoryFilter({ value, onChange }: FilterProps) {
  const categories = useGetCategoriesQuery();
  return (
    <FilterSelect
      label={audioCopy.filterCategory}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={filterWidth}
    >
      <Options blank={audioCopy.allCategories} choices={byId(categories.data)} />
    </FilterSelect>
  );
}

/** 'Filtrar por tema' of Audios: 'Todos los temas', then the themes offered (those of the category). */
export function ThemeFilter({ themes, value, onChange }: FilterProps & { themes: ThemeDto[] }) {
  return (
    <FilterSelect
      label={audioCopy.filterTheme}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={filterWidth}
    >
      <Options blank={audioCopy.allThemes} choices={byId(themes)} />
    </FilterSelect>
  );
}
