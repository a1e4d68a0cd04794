import type { ReactNode } from 'react';
import { type DownloadDeps, createDownloadManager } from '../features/offline/downloads';
import type { DownloadRecord } from '../features/offline/types';
import { DownloadsContext } from '../features/offline/use-downloads';
import { fakeDevice } from './offline';
import { renderApp, sessionUser } from './render';

type Options = {
  /** What the fake device differs in (the file server's fetch, storage estimates, ...). */
  deps?: Partial<DownloadDeps>;
  /** Downloads already on the device. */
  kept?: DownloadRecord[];
};

/** A download manager over a fake device (differing in `deps`) that has not read its downloads yet. */
export function fakeDownloads(deps: Partial<DownloadDeps> = {}) {
  const device = fakeDevice(deps);
  return { device, manager: createDownloadManager(device.deps) };
}

/** Renders `ui` as renderApp does (signed in as Ana, u1, unless `options` say), with `manager`. */
export function renderWithManager(
  ui: ReactNode,
  manager: ReturnType<typeof createDownloadManager>,
  options: Parameters<typeof renderApp>[1] = { user: sessionUser() },
) {
  return renderApp(<DownloadsContext value={manager}>{ui}</DownloadsContext>, options);
}

/**
 * Renders `ui` as renderApp does, signed in as Ana (u1), with a download manager over a fake
 * device that has read its downloads before the first render.
 */
export async function renderWithDownloads(ui: ReactNode, { deps = {}, kept = [] }: Options = {}) {
  const { device, manager } = fakeDownloads(deps);
  for (const record of kept) await device.keep(record);
  await manager.load('u1');
  const view = renderWithManager(ui, manager);
  return { ...view, manager, device };
}
