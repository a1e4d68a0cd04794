import type { AudioDto, CategoryDto, ThemeDto } from '@sanarte/shared';
import type { CataloguePanelProps } from '../components/catalogue-list';
import { FormDialog } from '../components/form-dialog';
import { catalogueCopy } from '../content';
import { AudioForm } from './audio-form';
import { CategoryForm } from './category-form';
import { ThemeForm } from './theme-form';

/** The form to open: a kind, and the item to edit or null for a new one. */
export type FormTarget =
  | { kind: 'category'; item: CategoryDto | null }
  | { kind: 'theme'; item: ThemeDto | null }
  | { kind: 'audio'; item: AudioDto | null };

/** A Gestión de Audio panel's props: its item's form opens in the page's one form dialog. */
export type PanelProps = CataloguePanelProps & { onForm: (target: FormTarget) => void };

/** 'Nueva categoría' / 'Editar tema' / …: the form of a catalogue item in the shared form dialog. */
export function CatalogueFormDialog({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const copy = target ? catalogueCopy[target.kind] : null;
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={copy ? (target?.item ? copy.editTitle : copy.newTitle) : ''}
    >
      {(form) => {
        if (!target) return null;
        const key = `${target.kind}:${target.item?._id ?? 'new'}`;
        if (target.kind === 'category')
          return <CategoryForm key={key} item={target.item} form={form} onDone={onClose} />;
        if (target.kind === 'theme')
          return <ThemeForm key={key} item={target.item} form={form} onDone={onClose} />;
        return <AudioForm key={key} item={target.item} form={form} onDone={onClose} />;
      }}
    </FormDialog>
  );
}
