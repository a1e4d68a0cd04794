import { extensionOf } from './keys.js';

/** Maximum upload size per kind of file. */
export function maxBytesFor(key: string): number {
  const ext = extensionOf(key);
  if (['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.flac'].includes(ext)) return 200 * 1024 * 1024;
  if (['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'].includes(ext)) return 10 * 1024 * 1024;
  return 20 * 1024 * 1024;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

/** Whether the first bytes of a file look like what its extension says (lying content is refused). */
export function looksLike(key: string, head: Buffer): boolean {
  const ext = extensionOf(key);
  switch (ext) {
    case '.png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case '.jpg':
    case '.jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case '.gif':
      return ascii(head, 0, 4) === 'GIF8';
    case '.webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case '.bmp':
      return ascii(head, 0, 2) === 'BM';
    case '.svg': {
      const text = head
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return text.startsWith('<') && /<svg[\s>]/i.test(head.toString('utf8'));
    }
    case '.mp3':
      return ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
    case '.wav':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE';
    case '.ogg':
      return ascii(head, 0, 4) === 'OggS';
    case '.flac':
      return ascii(head, 0, 4) === 'fLaC';
    case '.m4a':
      return ascii(head, 4, 8) === 'ftyp';
    case '.aac':
      return (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) || ascii(head, 0, 4) === 'ADIF';
    case '.pdf':
      return ascii(head, 0, 5) === '%PDF-';
    default:
      return true;
  }
}
