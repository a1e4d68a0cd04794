/**
 * Offline listening's public surface: audios kept on the device with their licences, the controls
 * to download them, «Mis descargas», the header while the session cannot be checked, and the queue
 * of listening reports. The download manager and what the site's layout mounts with a session load
 * on demand (on-demand.ts): no page's first JavaScript carries them. Re-exports only: the build
 * leaves out what an importer does not use.
 */
export { DownloadControl } from './components/download-control';
export { DownloadNotices } from './components/download-notices';
export { MyDownloads } from './components/my-downloads';
export { ThemeDownload } from './components/theme-download';
export { offlineCopy } from './content';
export { trackOf } from './downloads';
export {
  OfflineAccount,
  OfflineAccountLinks,
  OfflineSync,
  forgetDownloads,
  loadDownloads,
} from './on-demand';
export { reportQueue } from './report-queue';
export type { DownloadRecord } from './types';
export { useDownloadManager, useDownloads, useDownloadsSession } from './use-downloads';
