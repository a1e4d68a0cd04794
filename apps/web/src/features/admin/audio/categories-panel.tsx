import { type CategoryDto, DEFAULT_IMAGES, es } from '@sanarte/shared';
import { useState } from 'react';
import { useGetCategoriesQuery } from '../api/catalogue';
import { Cover } from '../components/cover';
import { audioCopy, fill } from '../content';
import { CataloguePanel, matches } from './catalogue-panel';
import { CategoryFormDialog, type CategoryFormTarget } from './category-form-dialog';
import type { DeleteTarget } from './delete-item-dialog';
import {
  ActiveSwitch,
  CatalogueCard,
  CatalogueCards,
  RowActions,
  StatusBadge,
  TableFrame,
  table,
} from './row-controls';
import type { ToggleTarget } from './status-toggle-dialog';

type PanelProps = {
  readOnly: boolean;
  onToggle: (target: ToggleTarget) => void;
  onDelete: (target: DeleteTarget) => void;
};

/** Categorías: search by name or description. */
export function CategoriesPanel({ readOnly, onToggle, onDelete }: PanelProps) {
  const query = useGetCategoriesQuery();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<CategoryFormTarget>(null);
  const visible = (query.data ?? []).filter((c) => matches(search, c.name, c.description));

  return (
    <>
      <CataloguePanel<CategoryDto>
        title={es.admin.categories}
        all={query.data}
        visible={visible}
        loading={query.isLoading}
        fetching={query.isFetching}
        error={query.error}
        loadingLabel={audioCopy.loadingCategories}
        errorFallback={es.admin.preloadFailedEn}
        onRetry={() => void query.refetch()}
        search={search}
        onSearch={setSearch}
        searchLabel={audioCopy.searchCategories}
        addText={es.admin.addNewFeminine}
        addLabel={audioCopy.addCategory}
        onAdd={() => setForm('new')}
        readOnly={readOnly}
        emptyText={es.admin.noCategories}
        noResultsText={es.admin.noCategoriesFound}
        renderTable={(rows) => (
          <>
            <TableFrame label={fill(audioCopy.tableLabel, { name: es.admin.categories })}>
              <table className={table.table}>
                <caption className="sr-only">{es.admin.categories}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      {audioCopy.colCover}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colName}
                    </th>
                    <th scope="col" className={`${table.th} hidden md:table-cell`}>
                      {audioCopy.colDescription}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colStatus}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colActive}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colActions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((c) => (
                    <tr key={c._id}>
                      <td className={table.td}>
                        <Cover src={c.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.category} />
                      </td>
                      <th scope="row" className={`${table.td} font-semibold text-night-900`}>
                        {c.name}
                      </th>
                      <td className={`${table.td} hidden max-w-md text-ink-soft md:table-cell`}>
                        <span className="line-clamp-2">{c.description}</span>
                      </td>
                      <td className={table.td}>
                        <StatusBadge active={c.isActive} />
                      </td>
                      <td className={table.td}>
                        <ActiveSwitch
                          name={c.name}
                          active={c.isActive}
                          readOnly={readOnly}
                          onToggle={() =>
                            onToggle({ kind: 'category', id: c._id, name: c.name, isActive: c.isActive })
                          }
                        />
                      </td>
                      <td className={table.td}>
                        <RowActions
                          name={c.name}
                          readOnly={readOnly}
                          onEdit={() => setForm(c)}
                          onDelete={() => onDelete({ kind: 'category', id: c._id, name: c.name })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <CatalogueCards label={es.admin.categories}>
              {rows.map((c) => (
                <CatalogueCard
                  key={c._id}
                  cover={<Cover src={c.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.category} />}
                  title={c.name}
                  details={<p className="line-clamp-2 text-sm text-ink-soft">{c.description}</p>}
                  status={<StatusBadge active={c.isActive} />}
                  toggle={
                    <ActiveSwitch
                      name={c.name}
                      active={c.isActive}
                      readOnly={readOnly}
                      onToggle={() =>
                        onToggle({ kind: 'category', id: c._id, name: c.name, isActive: c.isActive })
                      }
                    />
                  }
                  actions={
                    <RowActions
                      name={c.name}
                      readOnly={readOnly}
                      onEdit={() => setForm(c)}
                      onDelete={() => onDelete({ kind: 'category', id: c._id, name: c.name })}
                    />
                  }
                />
              ))}
            </CatalogueCards>
          </>
        )}
      />
      <CategoryFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
}
