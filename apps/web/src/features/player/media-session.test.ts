import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMediaActions, setMediaMetadata, setMediaPosition } from './media-session';

type Handler = (details: Partial<MediaSessionActionDetails>) => void;

let handlers: Map<string, Handler>;
let session: {
  metadata: unknown;
  playbackState: string;
  setActionHandler: (action: string, handler: Handler | null) => void;
  setPositionState: ReturnType<typeof vi.fn>;
};

beforeEach(() => {
  handlers = new Map();
  session = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action, handler) => {
      // Like a browser without it: the action is refused.
      if (action === 'stop') throw new TypeError('not supported');
      if (handler) handlers.set(action, handler);
    },
    setPositionState: vi.fn(),
  };
  vi.stubGlobal('navigator', { mediaSession: session });
  vi.stubGlobal('window', { location: { origin: 'https://sanarte.test' } });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(readonly init: MediaMetadataInit) {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const actions = () => ({
  play: vi.fn(),
  pause: vi.fn(),
  seekbackward: vi.fn(),
  seekforward: vi.fn(),
  seekto: vi.fn(),
  stop: vi.fn(),
});

describe('Media Session handlers', () => {
  it('routes the lock screen’s and media keys’ actions to the player, skipping unsupported ones', () => {
    const a = actions();
    setMediaActions(a);
    expect([...handlers.keys()].sort()).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);
    handlers.get('play')?.({});
    handlers.get('pause')?.({});
    handlers.get('seekbackward')?.({ seekOffset: 10 });
    handlers.get('seekforward')?.({});
    handlers.get('seekto')?.({ seekTime: 42 });
    handlers.get('seekto')?.({});
    expect(a.play).toHaveBeenCalledTimes(1);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(a.seekbackward).toHaveBeenCalledWith(10);
    expect(a.seekforward).toHaveBeenCalledWith(undefined);
    expect(a.seekto).toHaveBeenCalledTimes(1);
    expect(a.seekto).toHaveBeenCalledWith(42);
  });

  it('does nothing where the browser has no Media Session', () => {
    vi.stubGlobal('navigator', {});
    expect(() => setMediaActions(actions())).not.toThrow();
    expect(() => setMediaMetadata(null, 'idle', 'Sanarte')).not.toThrow();
  });

  it('shows the track (title, artist, theme, absolute artwork) and whether it plays', () => {
    const track = {
      audioId: 'm1',
      title: 'Calma',
      subtitle: 'Ansiedad',
      coverUrl: '/cdn/c.svg',
      duration: 60,
    };
    setMediaMetadata(track, 'playing', 'Sanarte');
    expect((session.metadata as { init: MediaMetadataInit }).init).toEqual({
      title: 'Calma',
      artist: 'Sanarte',
      album: 'Ansiedad',
      artwork: [{ src: 'https://sanarte.test/cdn/c.svg', sizes: '512x512', type: 'image/svg+xml' }],
    });
    expect(session.playbackState).toBe('playing');
    const shown = session.metadata;
    setMediaMetadata(track, 'paused', 'Sanarte');
    expect(session.metadata).toBe(shown);
    expect(session.playbackState).toBe('paused');
    setMediaMetadata(null, 'idle', 'Sanarte');
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });

  it('keeps the lock screen’s progress within the audio, and waits for a known duration', () => {
    setMediaPosition({ duration: Number.NaN, currentTime: 3, playbackRate: 1 } as HTMLAudioElement);
    expect(session.setPositionState).not.toHaveBeenCalled();
    setMediaPosition({ duration: 120, currentTime: 130, playbackRate: 1.25 } as HTMLAudioElement);
    expect(session.setPositionState).toHaveBeenCalledWith({
      duration: 120,
      playbackRate: 1.25,
      position: 120,
    });
  });
});
