import { DEFAULT_IMAGES, type ThemeDto, es } from '@sanarte/shared';
import { useState } from 'react';
import { useGetCategoriesQuery, useGetThemesQuery } from '../api/catalogue';
import { Cover } from '../components/cover';
import { audioCopy, fill } from '../content';
import { CataloguePanel, FilterSelect, matches } from './catalogue-panel';
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
import { ThemeFormDialog, type ThemeFormTarget } from './theme-form-dialog';

type PanelProps = {
  readOnly: boolean;
  onToggle: (target: ToggleTarget) => void;
  onDelete: (target: DeleteTarget) => void;
};

/** Temas: search by name or description, filter by category. */
export function ThemesPanel({ readOnly, onToggle, onDelete }: PanelProps) {
  const query = useGetThemesQuery();
  const categories = useGetCategoriesQuery();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [form, setForm] = useState<ThemeFormTarget>(null);
  const visible = (query.data ?? []).filter(
    (t) => (!categoryId || t.category._id === categoryId) && matches(search, t.name, t.description),
  );

  return (
    <>
      <CataloguePanel<ThemeDto>
        title={es.admin.themes}
        all={query.data}
        visible={visible}
        loading={query.isLoading}
        fetching={query.isFetching}
        error={query.error}
        loadingLabel={audioCopy.loadingThemes}
        errorFallback={es.admin.preloadFailedEn}
        onRetry={() => void query.refetch()}
        search={search}
        onSearch={setSearch}
        searchLabel={audioCopy.searchThemes}
        filters={
          <FilterSelect label={audioCopy.filterCategory} value={categoryId} onChange={setCategoryId}>
            <option value="">{audioCopy.allCategories}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
        }
        addText={es.admin.addNewMasculine}
        addLabel={audioCopy.addTheme}
        onAdd={() => setForm('new')}
        readOnly={readOnly}
        emptyText={es.admin.noThemes}
        noResultsText={es.admin.noThemesFound}
        renderTable={(rows) => (
          <>
            <TableFrame label={fill(audioCopy.tableLabel, { name: es.admin.themes })}>
              <table className={`${table.table} min-w-[34rem]`}>
                <caption className="sr-only">{es.admin.themes}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      {audioCopy.colCover}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colName}
                    </th>
                    <th scope="col" className={table.th}>
                      {audioCopy.colCategory}
                    </th>
                    <th scope="col" className={`${table.th} hidden lg:table-cell`}>
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
                  {rows.map((t) => (
                    <tr key={t._id}>
                      <td className={table.td}>
                        <Cover src={t.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.theme} />
                      </td>
                      <th scope="row" className={`${table.td} font-semibold text-night-900`}>
                        {t.name}
                      </th>
                      <td className={`${table.td} text-ink-soft`}>{t.category.name}</td>
                      <td className={`${table.td} hidden max-w-sm text-ink-soft lg:table-cell`}>
                        <span className="line-clamp-2">{t.description}</span>
                      </td>
                      <td className={table.td}>
                        <StatusBadge active={t.isActive} />
                      </td>
                      <td className={table.td}>
                        <ActiveSwitch
                          name={t.name}
                          active={t.isActive}
                          readOnly={readOnly}
                          onToggle={() =>
                            onToggle({ kind: 'theme', id: t._id, name: t.name, isActive: t.isActive })
                          }
                        />
                      </td>
                      <td className={table.td}>
                        <RowActions
                          name={t.name}
                          readOnly={readOnly}
                          onEdit={() => setForm(t)}
                          onDelete={() => onDelete({ kind: 'theme', id: t._id, name: t.name })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <CatalogueCards label={es.admin.themes}>
              {rows.map((t) => (
                <CatalogueCard
                  key={t._id}
                  cover={<Cover src={t.coverImage.coverImageUrl} fallback={DEFAULT_IMAGES.theme} />}
                  title={t.name}
                  details={
                    <>
                      <p className="text-sm text-ink-soft">
                        <span className="sr-only">{audioCopy.colCategory}: </span>
                        {t.category.name}
                      </p>
                      <p className="line-clamp-2 text-sm text-ink-soft">{t.description}</p>
                    </>
                  }
                  status={<StatusBadge active={t.isActive} />}
                  toggle={
                    <ActiveSwitch
                      name={t.name}
                      active={t.isActive}
                      readOnly={readOnly}
                      onToggle={() =>
                        onToggle({ kind: 'theme', id: t._id, name: t.name, isActive: t.isActive })
                      }
                    />
                  }
                  actions={
                    <RowActions
                      name={t.name}
                      readOnly={readOnly}
                      onEdit={() => setForm(t)}
                      onDelete={() => onDelete({ kind: 'theme', id: t._id, name: t.name })}
                    />
                  }
                />
              ))}
            </CatalogueCards>
          </>
        )}
      />
      <ThemeFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
}
