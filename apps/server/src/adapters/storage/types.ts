export interface FileItem {
  name: string;
  /** Key relative to the media root, with '/' separators and no leading slash. */
  key: string;
  isDirectory: boolean;
  size: number;
  lastModified: string;
}

export interface StoredObject {
  size: number;
  lastModified: Date;
}

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** Media storage: local files under DATA_DIR/media (embedded default) or an S3-compatible store. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array | Buffer, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** A file's bytes, or null when there is none (a stored image to resize: small files only). */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<boolean>;
  /** Direct children of a folder ('' is the root). */
  list(folder: string): Promise<FileItem[]>;
  /** URL of a public file (covers and other images). */
  publicUrl(key: string): string;
  /** An expiring URL for a private file (audio). */
  signedUrl(key: string, expiresAt: Date): Promise<string>;
  /** The key behind a URL this storage handed out (public or signed), or null. */
  keyFromUrl(url: string): string | null;
  /** A URL the browser can PUT one file to, until expiresAt. */
  presignUpload(key: string, contentType: string, expiresAt: Date): Promise<PresignedUpload>;
}
