import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { buttonClasses } from '../../components/ui/button';
import { updateCopy as copy } from './content';
import { applyUpdate } from './register';
import { updateState } from './update-state';

/** "Nueva versión disponible" with a button that reloads into it (never while audio plays). */
export function UpdatePrompt({ onLater }: { onLater: () => void }) {
  const { status } = useSyncExternalStore(updateState.subscribe, updateState.get);
  if (status === 'idle') return null;
  return (
    <section
      aria-labelledby="app-update-title"
      className="fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-night-900 px-4 py-3 text-white shadow-lg shadow-night-950/30 ring-1 ring-white/10 sm:inset-x-4"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-accent-300" strokeWidth={2} />
      <output className="block min-w-0 flex-1">
        <span id="app-update-title" className="block font-semibold">
          {copy.title}
        </span>
        <span className="block text-sm text-lavender-100">
          {status === 'deferred' ? copy.deferredText : status === 'applying' ? copy.applying : copy.text}
        </span>
      </output>
      <div className="flex shrink-0 gap-2">
        {status === 'available' && (
          <button type="button" onClick={onLater} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {copy.later}
          </button>
        )}
        <button
          type="button"
          onClick={applyUpdate}
          disabled={status === 'applying'}
          className={buttonClasses({ size: 'sm' })}
        >
          {copy.update}
        </button>
      </div>
    </section>
  );
}

let mounted = false;

/** Mounts the prompt in its own root beside the app (once). */
export function mountUpdatePrompt(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'app-update';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <UpdatePrompt
      onLater={() => {
        root.unmount();
        host.remove();
        mounted = false;
      }}
    />,
  );
}
