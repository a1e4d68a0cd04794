import { DEFAULT_IMAGES, type ThemeDto } from '@sanarte/shared';
import { useState } from 'react';
import { useGetThemesQuery } from '../api/catalogue';
import { CatalogueList, matches } from '../components/catalogue-list';
import { ListCover } from '../components/cover';
import { audioCopy } from '../content';
import { CategoryFilter } from './catalogue-filters';
import type { PanelProps } from './catalogue-form-dialog';

/** Temas: search by name, description or category, filter by category. */
export function ThemesPanel({ onForm, ...props }: PanelProps) {
  const query = useGetThemesQuery();
  const [categoryId, setCategoryId] = useState('');
  return (
    <CatalogueList<ThemeDto>
      {...props}
      kind="theme"
      query={query}
      shows={(t, search) =>
        (!categoryId || t.category._id === categoryId) &&
        matches(search, t.name, t.description, t.category.name)
      }
      filters={<CategoryFilter value={categoryId} onChange={setCategoryId} />}
      onForm={(item) => onForm({ kind: 'theme', item })}
      identify={(t) => ({ id: t._id, name: t.name, isActive: t.isActive })}
      cover={(t) => <ListCover cover={t.coverImage} fallback={DEFAULT_IMAGES.theme} />}
      nameHeader={audioCopy.colName}
      minWidth="min-w-[34rem]"
      columns={[
        { header: audioCopy.colCategory, cellClassName: 'text-ink-soft', cell: (t) => t.category.name },
        {
          header: audioCopy.colDescription,
          className: 'hidden lg:table-cell',
          cellClassName: 'max-w-sm text-ink-soft',
          cell: (t) => <span className="line-clamp-2">{t.description}</span>,
        },
      ]}
      details={(t) => (
        <>
          <p className="text-sm text-ink-soft">
            <span className="sr-only">{audioCopy.colCategory}: </span>
            {t.category.name}
          </p>
          <p className="line-clamp-2 text-sm text-ink-soft">{t.description}</p>
        </>
      )}
    />
  );
}
