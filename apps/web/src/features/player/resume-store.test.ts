import { describe, expect, it } from 'vitest';
import { RESUME_KEY, clearResume } from './resume-key';
import { parseResume, readResume, resumePosition, writeResume } from './resume-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const track = {
  audioId: 'a1b2-c3',
  title: 'Dormir profundo',
  subtitle: 'No más insomnio',
  coverUrl: '/cdn/covers/x.webp',
  duration: 600,
};

describe('resume store', () => {
  it('writes and reads back the track, the position and the speed, and nothing else', () => {
    const storage = memoryStorage();
    writeResume({ track: { ...track, source: 'trial' }, position: 42.37, rate: 1.25 }, storage);
    expect(readResume(storage)).toEqual({ track: { ...track, source: 'trial' }, position: 42.4, rate: 1.25 });
    const stored = JSON.parse(storage.data.get(RESUME_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['position', 'rate', 'track']);
    expect(Object.keys(stored.track).sort()).toEqual([
      'audioId',
      'coverUrl',
      'duration',
      'source',
      'subtitle',
      'title',
    ]);
  });

  it('keeps the player’s current speed unless told another, and reads an unknown speed as none', () => {
    const storage = memoryStorage();
    writeResume({ track, position: 5 }, storage);
    expect(readResume(storage)?.rate).toBe(1);
    const noSpeed = { track: { ...track, source: 'library' }, position: 5 };
    expect(parseResume(JSON.stringify({ track, position: 5, rate: 16 }))).toEqual(noSpeed);
    expect(parseResume(JSON.stringify({ track, position: 5, rate: '1.5' }))).toEqual(noSpeed);
    expect(parseResume(JSON.stringify({ track, position: 5, rate: 0.75 }))?.rate).toBe(0.75);
  });

  it('clears the entry', () => {
    const storage = memoryStorage();
    writeResume({ track, position: 10 }, storage);
    clearResume(storage);
    expect(readResume(storage)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['no track', JSON.stringify({ position: 3 })],
    ['no title', JSON.stringify({ track: { audioId: 'x' }, position: 3 })],
    ['an id with a path in it', JSON.stringify({ track: { audioId: '../x', title: 't' }, position: 3 })],
  ])('treats %s as no entry', (_, raw) => {
    expect(parseResume(raw)).toBeNull();
  });

  it('drops what it cannot trust: odd positions, unknown sources, covers on other schemes', () => {
    const entry = parseResume(
      JSON.stringify({
        track: { audioId: 'x1', title: 'T', duration: -4, source: 'evil', coverUrl: 'javascript:alert(1)' },
        position: 'NaN',
      }),
    );
    expect(entry).toEqual({
      track: {
        audioId: 'x1',
        title: 'T',
        subtitle: undefined,
        coverUrl: undefined,
        duration: 0,
        source: 'library',
      },
      position: 0,
    });
    expect(
      parseResume(JSON.stringify({ track: { ...track, coverUrl: '//evil.example/x.png' } }))?.track.coverUrl,
    ).toBe(undefined);
    expect(
      parseResume(JSON.stringify({ track: { ...track, coverUrl: 'https://media.example/c.webp' } }))?.track
        .coverUrl,
    ).toBe('https://media.example/c.webp');
  });

  it("keeps no download's cover, which may be gone by the next visit", () => {
    const storage = memoryStorage();
    writeResume({ track: { ...track, coverUrl: '/offline/cover/x1' }, position: 3 }, storage);
    expect(readResume(storage)?.track.coverUrl).toBe(undefined);
    expect(
      parseResume(JSON.stringify({ track: { ...track, coverUrl: '/offline/cover/x1' } }))?.track.coverUrl,
    ).toBe(undefined);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readResume(throwing)).toBeNull();
    expect(() => writeResume({ track, position: 1 }, throwing)).not.toThrow();
    expect(() => clearResume(throwing)).not.toThrow();
  });

  it('resumes from the saved second, or from the start when it was (nearly) over', () => {
    expect(resumePosition({ track, position: 125 })).toBe(125);
    expect(resumePosition({ track, position: 596 })).toBe(0);
    expect(resumePosition({ track: { ...track, duration: 0 }, position: 30 })).toBe(30);
  });
});
