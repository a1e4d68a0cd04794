import { Suspense, lazy, useEffect, useState } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';
import { toastAreaMounted } from './toast-mount';
import { placeToastsBelowHeader } from './toast-offset';

/**
 * Toasts (react-toastify, top right, 3000 ms; see toast-area.tsx), loaded on the first toast: pages
 * that show none do not download the library. `toast.success(...)` and friends can be called at any
 * time — a toast raised while the library loads is queued by react-toastify until the area mounts.
 */

type ToastLibrary = typeof import('./toast-area');

let library: Promise<ToastLibrary> | null = null;
const onFirstLoad = new Set<() => void>();

function loadLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import('./toast-area');
    for (const notify of onFirstLoad) notify();
  }
  return library;
}

const ToastArea = lazy(async () => ({ default: (await loadLibrary()).ToastArea }));

/** The toast area; rendered once by the app's providers, mounted when the first toast is raised. */
export function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const mount = () => setNeeded(true);
    if (library) mount();
    onFirstLoad.add(mount);
    return () => {
      onFirstLoad.delete(mount);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    void loadLibrary()
      .then(async (lib) => {
        await toastAreaMounted;
        return lib;
      })
      .then(({ toast: lib }) => {
        placeToastsBelowHeader();
        lib[kind](content, options);
      });
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
