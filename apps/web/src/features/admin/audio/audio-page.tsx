import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useGetAudiosQuery, useGetCategoriesQuery, useGetThemesQuery } from '../api/catalogue';
import { LoadingState } from '../components/list-states';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice, useReadOnly } from '../components/read-only';
import { audioCopy, commonCopy } from '../content';
import { AudiosPanel } from './audios-panel';
import type { FormTarget } from './catalogue-form-dialog';
import { CategoriesPanel } from './categories-panel';
import { DeleteItemDialog, type DeleteTarget } from './delete-item-dialog';
import { StatusToggleDialog, type ToggleTarget } from './status-toggle-dialog';
import { ThemesPanel } from './themes-panel';

/**
 * The forms (react-hook-form, the schemas, the media pickers) load when one is first opened: the
 * lists paint without them.
 */
const CatalogueFormDialog = lazy(async () => ({
  default: (await import('./catalogue-form-dialog')).CatalogueFormDialog,
}));

/** Gestión de Audio: Categorías, Temas and Audios. */
export function AudioPage() {
  const readOnly = useReadOnly();
  const [toggle, setToggle] = useState<ToggleTarget | null>(null);
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [formLoaded, setFormLoaded] = useState(false);
  // The three lists arrive together: each panel growing on its own would push the next ones down.
  const loading = [useGetCategoriesQuery(), useGetThemesQuery(), useGetAudiosQuery()].some(
    (query) => query.isLoading,
  );
  // The lists are long (every audio, with its cover): once their data arrives they render in the
  // background, in slices that let the browser answer meanwhile, not in one long task (the store's
  // updates render synchronously).
  const firstLoad = useDeferredValue(loading);
  const panelProps = {
    readOnly,
    onToggle: (target: ToggleTarget) => !readOnly && setToggle(target),
    onDelete: (target: DeleteTarget) => !readOnly && setToDelete(target),
    onForm: (target: FormTarget) => {
      if (readOnly) return;
      setFormLoaded(true);
      setForm(target);
    },
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={audioCopy.title} documentTitle={audioCopy.pageTitle} intro={audioCopy.intro} />
      <ReadOnlyNotice readOnly={readOnly} />
      {firstLoad ? (
        <LoadingState label={commonCopy.loading} />
      ) : (
        <>
          <CategoriesPanel {...panelProps} />
          <ThemesPanel {...panelProps} />
          <AudiosPanel {...panelProps} />
        </>
      )}
      <StatusToggleDialog target={toggle} onClose={() => setToggle(null)} />
      <DeleteItemDialog target={toDelete} onClose={() => setToDelete(null)} />
      {formLoaded && (
        <Suspense fallback={null}>
          <CatalogueFormDialog target={form} onClose={() => setForm(null)} />
        </Suspense>
      )}
    </div>
  );
}
