import { es } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { appUrl, noticeOf, notificationOptions, readPayload } from './push';

const ORIGIN = 'https://sanarte.example';

describe('a push message as the worker shows it', () => {
  it('shows the reminder the server sends, in Spanish, with the app icon, opening its page', () => {
    const notice = noticeOf({
      title: es.notifications.reminderSubject,
      body: es.notifications.reminderBody,
      url: '/panel',
      tag: 'sanarte-reminder',
    });
    expect(notice.title).toBe('Tu momento para practicar');
    expect(notificationOptions(notice, ORIGIN)).toEqual({
      body: es.notifications.reminderBody,
      tag: 'sanarte-reminder',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'es',
      data: { url: '/panel' },
    });
  });

  it('shows something sensible for a message without a readable payload', () => {
    expect(noticeOf(readPayload(null))).toEqual({
      title: 'Sanarte',
      body: '',
      url: '/panel',
      tag: 'sanarte',
    });
    const broken = {
      json() {
        throw new SyntaxError('not JSON');
      },
    };
    expect(noticeOf(readPayload(broken)).title).toBe('Sanarte');
    expect(noticeOf({ title: 7, body: ['x'] })).toMatchObject({ title: 'Sanarte', body: '' });
  });

  it('opens only the app’s own pages', () => {
    expect(appUrl('/panel/biblioteca?x=1#a', ORIGIN)).toBe('/panel/biblioteca?x=1#a');
    expect(appUrl(`${ORIGIN}/panel/progreso`, ORIGIN)).toBe('/panel/progreso');
    expect(appUrl('https://attacker.example/panel', ORIGIN)).toBe('/panel');
    expect(appUrl('//attacker.example/x', ORIGIN)).toBe('/panel');
    expect(appUrl('javascript:alert(1)', ORIGIN)).toBe('/panel');
  });
});
