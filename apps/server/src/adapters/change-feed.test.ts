import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Listening } from '../db/client.js';
import { type ChangeSubscriber, changeFeed } from './change-feed.js';

/** A database whose `listen` is counted and whose notices the test sends. */
function fakeDatabase() {
  const notices: ((payload: string) => void)[] = [];
  const closed = vi.fn(async () => {});
  const listen = vi.fn(async (_channel: string, onNotice: (payload: string) => void): Promise<Listening> => {
    notices.push(onNotice);
    return { close: closed };
  });
  return { database: { listen }, listen, closed, notify: (table: string) => notices.at(-1)?.(table) };
}

const recorder = () => {
  const heard: string[] = [];
  const subscriber: ChangeSubscriber = {
    connected: () => heard.push('connected'),
    disconnected: () => heard.push('disconnected'),
    changed: (table) => heard.push(table),
  };
  return { heard, subscriber };
};

const log = pino({ level: 'silent' });

describe('the catalogue change feed', () => {
  it('holds no listening connection until something subscribes (the cache turned off)', async () => {
    const db = fakeDatabase();
    const feed = changeFeed(db.database, log);
    await Promise.resolve();
    expect(db.listen).not.toHaveBeenCalled();
    expect(feed.listening).toBe(false);
    await feed.close();
    expect(db.listen).not.toHaveBeenCalled();
  });

  it('listens once on the first subscribe and tells every subscriber of each change', async () => {
    const db = fakeDatabase();
    const feed = changeFeed(db.database, log);
    const first = recorder();
    const second = recorder();
    feed.subscribe(first.subscriber);
    feed.subscribe(second.subscriber);
    await vi.waitFor(() => expect(feed.listening).toBe(true));
    expect(db.listen).toHaveBeenCalledTimes(1);
    db.notify('plans');
    expect(first.heard).toEqual(['disconnected', 'connected', 'plans']);
    expect(second.heard).toEqual(['disconnected', 'connected', 'plans']);
    await feed.close();
    expect(db.closed).toHaveBeenCalledTimes(1);
  });
});
