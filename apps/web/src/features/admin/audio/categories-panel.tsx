import { type CategoryDto, DEFAULT_IMAGES } from '@sanarte/shared';
import { useGetCategoriesQuery } from '../api/catalogue';
import { CatalogueList, matches } from '../components/catalogue-list';
import { ListCover } from '../components/cover';
import { audioCopy } from '../content';
import type { PanelProps } from './catalogue-form-dialog';

/** Categorías: search by name or description. */
export function CategoriesPanel({ onForm, ...props }: PanelProps) {
  const query = useGetCategoriesQuery();
  return (
    <CatalogueList<CategoryDto>
      {...props}
      kind="category"
      query={query}
      shows={(c, search) => matches(search, c.name, c.description)}
      onForm={(item) => onForm({ kind: 'category', item })}
      identify={(c) => ({ id: c._id, name: c.name, isActive: c.isActive })}
      cover={(c) => <ListCover cover={c.coverImage} fallback={DEFAULT_IMAGES.category} />}
      nameHeader={audioCopy.colName}
      columns={[
        {
          header: audioCopy.colDescription,
          className: 'hidden md:table-cell',
          cellClassName: 'max-w-md text-ink-soft',
          cell: (c) => <span className="line-clamp-2">{c.description}</span>,
        },
      ]}
      details={(c) => <p className="line-clamp-2 text-sm text-ink-soft">{c.description}</p>}
    />
  );
}
