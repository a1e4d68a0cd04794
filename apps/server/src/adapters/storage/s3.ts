import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { compareFileItems, encodeKey, normalizeKey, requireKey } from './keys.js';
import type { FileItem, PresignedUpload, Storage, StoredObject } from './types.js';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** CDN or bucket URL that serves public objects (covers). */
  publicUrl?: string | undefined;
}

/**
 * Where the store answers when no endpoint is set: the SDK addresses a bucket by its own host
 * (virtual-hosted style), except a bucket with dots in its name, which no TLS certificate of
 * amazonaws.com covers: that one is addressed by path on the regional host.
 */
function awsBase(bucket: string, region: string): string {
  return bucket.includes('.')
    ? `https://s3.${region}.amazonaws.com/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com`;
}

/**
 * The origins a browser reaches for media stored in S3: the public URL (covers) and the store
 * itself (signed audio URLs, presigned uploads). The Content-Security-Policy must allow them all.
 */
export function s3BrowserOrigins(opts: S3Options): string[] {
  const origins = new Set<string>();
  if (opts.publicUrl) origins.add(new URL(opts.publicUrl).origin);
  origins.add(new URL(opts.endpoint ?? awsBase(opts.bucket, opts.region)).origin);
  return [...origins];
}

/** Whether an S3 answer means "no such object" (and nothing else: denied or unreachable is an error). */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NotFound' ||
    e.name === 'NoSuchKey' ||
    e.Code === 'NoSuchKey' ||
    e.$metadata?.httpStatusCode === 404
  );
}

/** Any S3-compatible store; the browser only ever gets presigned URLs. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: Boolean(opts.endpoint),
      // The SDK would add CRC32 checksums to every PutObject (flexible checksums): in a presigned
      // URL that is the checksum of an empty body, so the browser's upload would be refused.
      // Checksums only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  }

  private key(key: string): string {
    return requireKey(key);
  }

  async put(key: string, body: Uint8Array | Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    const clean = this.key(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: clean }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    if (!(await this.stat(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }));
    return true;
  }

  async list(folder: string): Promise<FileItem[]> {
    const prefix = requireKey(folder, { allowRoot: true });
    const items: FileItem[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.opts.bucket,
          Prefix: prefix ? `${prefix}/` : '',
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const p of page.CommonPrefixes ?? []) {
        const key = (p.Prefix ?? '').replace(/\/$/, '');
        items.push({
          name: key.slice(key.lastIndexOf('/') + 1),
          key,
          isDirectory: true,
          size: 0,
          lastModified: new Date(0).toISOString(),
        });
      }
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith('/')) continue;
        items.push({
          name: o.Key.slice(o.Key.lastIndexOf('/') + 1),
          key: o.Key,
          isDirectory: false,
          size: o.Size ?? 0,
          lastModified: (o.LastModified ?? new Date(0)).toISOString(),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return items.sort(compareFileItems);
  }

  /** Where the store itself answers for this bucket (signed URLs and uploads point here). */
  private storeBase(): string {
    return this.opts.endpoint
      ? `${this.opts.endpoint.replace(/\/+$/, '')}/${this.opts.bucket}`
      : awsBase(this.opts.bucket, this.opts.region);
  }

  publicUrl(key: string): string {
    const base = this.opts.publicUrl ?? this.storeBase();
    return `${base.replace(/\/+$/, '')}/${encodeKey(key)}`;
  }

  keyFromUrl(url: string): string | null {
    // A public URL, or a URL of the store (a signed one), whichever host serves covers.
    for (const base of [this.publicUrl(''), `${this.storeBase()}/`]) {
      if (url.startsWith(base)) return normalizeKey(url.slice(base.length).split('?')[0] ?? '');
    }
    try {
      const u = new URL(url);
      const path = decodeURIComponent(u.pathname).replace(/^\/+/, '');
      const bucketPrefix = `${this.opts.bucket}/`;
      return normalizeKey(
        this.opts.endpoint && path.startsWith(bucketPrefix) ? path.slice(bucketPrefix.length) : path,
      );
    } catch {
      return normalizeKey(url);
    }
  }

  async signedUrl(key: string, expiresAt: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(key) }), {
      expiresIn,
    });
  }

  async presignUpload(key: string, contentType: string, expiresAt: Date): Promise<PresignedUpload> {
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    const url = await getSignedUrl(
      this.client,
      // If-None-Match: * is signed in: the URL creates the object once; a second PUT is refused
      // (412) by the store, so a presigned URL cannot be replayed over what it uploaded.
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: this.key(key),
        ContentType: contentType,
        IfNoneMatch: '*',
      }),
      { expiresIn, signableHeaders: new Set(['content-type', 'if-none-match']) },
    );
    return { url, method: 'PUT', headers: { 'content-type': contentType, 'if-none-match': '*' } };
  }
}
