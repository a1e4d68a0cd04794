import type { OfflineLicence } from '@sanarte/shared';
import type { ListeningReport } from '../../lib/media/listening';

/** One audio kept on the device for listening offline (its file and cover are in Cache Storage). */
export interface DownloadRecord {
  audioId: string;
  /** The account it was downloaded with: a device's downloads belong to one account. */
  userId: string;
  title: string;
  description: string;
  themeId: string | null;
  themeName: string | null;
  /** Seconds. */
  duration: number;
  /** Size of the stored audio file. */
  bytes: number;
  hasCover: boolean;
  licence: OfflineLicence;
  /** When the server last renewed the licence (ISO, the device's clock). */
  checkedInAt: string;
  /** ISO. */
  downloadedAt: string;
  /** Where the listener was when it was downloaded. */
  positionSeconds: number;
}

/** A listening report waiting in the device's queue. */
export interface QueuedReport extends ListeningReport {
  /** Its own id: a report delivered twice counts once. */
  reportId: string;
  /** When it was made (epoch ms, the device's clock). */
  recordedAt: number;
  /** Whose listening it is, when known: it is only sent in that account's session. */
  userId?: string;
}
