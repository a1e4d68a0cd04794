import { es, mediaContentType } from '@sanarte/shared';
import type { PresignRequest, PresignedUpload } from '../api/media';

export type Presign = (request: PresignRequest) => Promise<PresignedUpload>;

export interface UploadedFile {
  key: string;
  fileName: string;
  fileUrl: string;
}

/** An upload refused with a message worth showing as is. */
export class UploadError extends Error {}

function messageOfBody(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * PUTs a file to the presigned URL with XMLHttpRequest, so the caller sees the progress
 * (0–100). Resolves when the storage accepted it.
 */
export function putWithProgress(
  target: PresignedUpload,
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method || 'PUT', target.url);
    for (const [name, value] of Object.entries(target.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        const fromServer = messageOfBody(xhr.responseText);
        reject(
          fromServer
            ? new UploadError(fromServer)
            : new Error(xhr.status === 413 ? es.admin.uploadTooLarge : `HTTP ${xhr.status}`),
        );
      }
    };
    xhr.onerror = () => reject(new Error(es.errors.unavailable));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads one file into a folder: the presign call (the server timestamps the name), then the
 * PUT with progress. The content type is the one the server expects for the extension.
 */
export async function uploadFile(
  presign: Presign,
  folder: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const target = await presign({
    path: folder,
    fileName: file.name,
    contentType: mediaContentType(file.name),
  });
  if (target.maxBytes && file.size > target.maxBytes) throw new UploadError(es.admin.uploadTooLarge);
  await putWithProgress(target, file, onProgress, signal);
  return { key: target.key, fileName: target.fileName, fileUrl: target.fileUrl };
}
