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

/**
 * Renders `ui` as renderApp does, signed in as Ana (u1), with a download manager over a fake
 * device that has read its downloads before the first render.
 */
export async function renderWithDownloads(ui: ReactNode, { deps = {}, kept = [] }: Options = {}) {
  const device = fakeDevice(deps);
  const manager = createDownloadManager(device.deps);
  for (const record of kept) await device.keep(record);
  await manager.load('u1');
  const view = renderApp(<DownloadsContext value={manager}>{ui}</DownloadsContext>, { user: sessionUser() });
  return { ...view, manager, device };
}
