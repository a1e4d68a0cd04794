import { RELEASES } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import {
  FOR_YOU_LIMITS,
  type Listened,
  type Recommendable,
  listeningState,
  newThisMonth,
  recommend,
  themePoints,
} from './recommend.js';

const NOW = new Date('2026-11-30T12:00:00Z');
const HOUR = 3_600_000;

/** A catalogue of two categories: three themes of calma, two of amor, three 600-second audios each. */
const THEMES = { ansiedad: 'calma', sueno: 'calma', estres: 'calma', pareja: 'amor', duelo: 'amor' } as const;
type Slug = keyof typeof THEMES;
const catalogue = (open: (id: string) => boolean = () => true): Recommendable[] =>
  (Object.keys(THEMES) as Slug[]).flatMap((theme) =>
    [1, 2, 3].map((n) => {
      const id = `${theme}-${n}`;
      return { id, duration: 600, themeSlug: theme, categorySlug: THEMES[theme], open: open(id) };
    }),
  );
const listened = (listenedSeconds: number, positionSeconds: number, hoursAgo = 1): Listened => ({
  listenedSeconds,
  positionSeconds,
  lastAt: new Date(NOW.getTime() - hoursAgo * HOUR),
});
const ids = (audios: Recommendable[]) => audios.map((a) => a.id);
const forTest = (themeSlugs: Slug[], history = new Map<string, Listened>(), audios = catalogue()) =>
  recommend({ test: { categorySlug: THEMES[themeSlugs[0] as Slug], themeSlugs }, audios, history, now: NOW });

describe('what a listener did with an audio', () => {
  it.each([
    ['nothing: new', undefined, 'new'],
    ['heard 90 % of it: finished', listened(540, 100), 'finished'],
    ['left at 90 % of it: finished', listened(60, 540), 'finished'],
    ['heard it about twice: heard again', listened(1080, 600), 'repeated'],
    ['a little of it, an hour ago: started', listened(30, 30), 'started'],
    ['less than 10 %, left a day ago: skipped', listened(30, 30, 24), 'skipped'],
    ['a third of it, a week ago: still started', listened(200, 200, 24 * 7), 'started'],
  ] as const)('%s', (_, history, state) => {
    expect(listeningState(600, history, NOW)).toBe(state);
  });
});

describe('Para ti', () => {
  it('offers nothing to start with without a test or any listening', () => {
    const rows = recommend({ test: null, audios: catalogue(), history: new Map(), now: NOW });
    expect(rows).toEqual({ continueListening: [], startWith: [], notHeard: [] });
  });

  it("starts with the first audio of each theme the test recommended, in the test's order, then the rest of them and the main category's other theme", () => {
    const rows = forTest(['sueno', 'ansiedad', 'pareja']);
    expect(ids(rows.startWith)).toEqual(['sueno-1', 'ansiedad-1', 'pareja-1']);
    expect(ids(rows.notHeard)).toEqual([
      'sueno-2',
      'sueno-3',
      'ansiedad-2',
      'ansiedad-3',
      'pareja-2',
      'pareja-3',
      'estres-1',
      'estres-2',
    ]);
  });

  it('changes with a new take of the test', () => {
    expect(ids(forTest(['pareja', 'duelo', 'sueno']).startWith)).toEqual(['pareja-1', 'duelo-1', 'sueno-1']);
  });

  it('leaves out what was heard, and continues what was left halfway, the latest first', () => {
    const history = new Map([
      ['sueno-1', listened(560, 590)],
      ['ansiedad-1', listened(200, 200, 5)],
      ['ansiedad-2', listened(100, 100, 2)],
    ]);
    const rows = forTest(['sueno', 'ansiedad', 'pareja'], history);
    expect(ids(rows.continueListening)).toEqual(['ansiedad-2', 'ansiedad-1']);
    expect(ids(rows.startWith)).toEqual(['sueno-2', 'ansiedad-3', 'pareja-1']);
    expect(ids(rows.notHeard)).not.toContain('sueno-1');
  });

  it('follows the listener: themes heard again rise, themes skipped fall', () => {
    const history = new Map([
      // The third theme heard again twice over...
      ['pareja-1', listened(1200, 600)],
      ['pareja-2', listened(1200, 600)],
      // ...and the first one skipped twice.
      ['sueno-1', listened(10, 10, 48)],
      ['sueno-2', listened(5, 5, 30)],
    ]);
    const points = themePoints({
      test: { categorySlug: 'calma', themeSlugs: ['sueno', 'ansiedad', 'pareja'] },
      audios: catalogue(),
      history,
      now: NOW,
    });
    expect(points.get('pareja')).toBe(10 + 12);
    expect(points.get('sueno')).toBe(30 - 12);
    expect(ids(forTest(['sueno', 'ansiedad', 'pareja'], history).startWith)).toEqual([
      'pareja-3',
      'ansiedad-1',
      'sueno-3',
    ]);
  });

  it('recommends from listening alone before any test', () => {
    const rows = recommend({
      test: null,
      audios: catalogue(),
      history: new Map([['duelo-1', listened(600, 600)]]),
      now: NOW,
    });
    expect(ids(rows.startWith)).toEqual(['duelo-2']);
    expect(ids(rows.notHeard)).toEqual(['duelo-3']);
  });

  it("puts first what the listener's plan opens", () => {
    const audios = catalogue((id) => id.startsWith('ansiedad'));
    expect(ids(forTest(['sueno', 'ansiedad', 'pareja'], new Map(), audios).startWith)).toEqual([
      'ansiedad-1',
      'sueno-1',
      'pareja-1',
    ]);
  });
});

describe('Nuevo este mes', () => {
  const DAY = 24 * HOUR;
  const released = (id: string, daysAgo: number | null) => ({
    id,
    releasedAt: daysAgo === null ? null : new Date(NOW.getTime() - daysAgo * DAY),
  });

  it('lists what was published by its schedule in the last 30 days, the latest first', () => {
    const audios = [
      released('never-scheduled', null),
      released('a-week-ago', 7),
      released('yesterday', 1),
      released('almost-a-month', RELEASES.newForDays - 0.01),
      released('a-month-ago', RELEASES.newForDays),
    ];
    expect(newThisMonth(audios, NOW).map((a) => a.id)).toEqual(['yesterday', 'a-week-ago', 'almost-a-month']);
  });

  it(`offers ${FOR_YOU_LIMITS.newThisMonth} at the most`, () => {
    const many = Array.from({ length: 12 }, (_, i) => released(`day-${i}`, i));
    expect(newThisMonth(many, NOW).map((a) => a.id)).toEqual(
      many.slice(0, FOR_YOU_LIMITS.newThisMonth).map((a) => a.id),
    );
  });
});
