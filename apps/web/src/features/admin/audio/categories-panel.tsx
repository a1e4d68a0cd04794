import { type CategoryDto, DEFAULT_IMAGES } from '@sanarte/shared';
import { useState } from 'react';
import { useGetCategoriesQuery } from '../api/catalogue';
import { CatalogueList, type CataloguePanelProps, matches } from '../components/catalogue-list';
import { Cover } from '../components/cover';
import { audioCopy } from '../content';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog';

/** Categorías: search by name or description. */
export function CategoriesPanel(props: CataloguePanelProps) {
  const query = useGetCategoriesQuery();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<CategoryFormTarget>(null);
  const visible = (query.data ?? []).filter((c) => matches(search, c.name, c.description));

  return (
    <>
      <CatalogueList<CategoryDto>
        {...props}
        kind="category"
        query={query}
        visible={visible}
        search={search}
        onSearch={setSearch}
        onAdd={() => setForm('new')}
        onEdit={setForm}
        identify={(c) => ({ id: c._id, name: c.name, isActive: c.isActive })}
        cover={(c) => <Cover src={c.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.category} />}
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
      <CategoryFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
}
