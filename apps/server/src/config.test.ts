import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_IDENTITY } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The business identity production requires. */
const BUSINESS = {
  COMPANY_NAME: 'Bienestar Sonoro S.L.',
  COMPANY_TAX_ID: 'B12345678',
  COMPANY_ADDRESS: 'Calle del Prado 3, 28014 Madrid, España',
  CONTACT_EMAIL: 'equipo@bienestar.example',
  PRIVACY_EMAIL: 'dpo@bienestar.example',
  MAIL_FROM: 'Bienestar Sonoro <no-responder@bienestar.example>',
  SMTP_URL: 'smtps://sanarte:clave@smtp.bienestar.example:465',
};

/** Everything production requires but its public URL. */
const PRODUCTION_BUT_URL = {
  NODE_ENV: 'production',
  ...BUSINESS,
  APP_SECRET: 'x'.repeat(40),
  DATABASE_URL: 'postgres://db/sanarte',
  ADMIN_PASSWORD: 'Muy-Segura-2026',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('config', () => {
  it('needs nothing in local mode and keeps a generated secret under DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-cfg-'));
    try {
      const a = loadConfig({ DATA_DIR: dir });
      expect(a.mode).toBe('local');
      expect(a.port).toBe(3000);
      expect(a.publicUrl).toBe('http://localhost:3000');
      expect(a.appSecret.length).toBeGreaterThanOrEqual(32);
      expect((await readFile(path.join(dir, 'app-secret'), 'utf8')).trim()).toBe(a.appSecret);
      expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(a.appSecret);
      expect(a.stripe).toBeUndefined();
      expect(a.s3).toBeUndefined();
      expect(a.google).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends push notifications with a VAPID pair: generated once locally, configured in production, or none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sanarte-cfg-'));
    try {
      const local = loadConfig({ DATA_DIR: dir }).push;
      expect(local?.publicKey).toMatch(/^[\w-]{87}$/);
      expect(local?.privateKey).toMatch(/^[\w-]{43}$/);
      expect(loadConfig({ DATA_DIR: dir }).push).toEqual(local);
      expect(local?.subject).toBe(`mailto:${LOCAL_IDENTITY.contactEmail}`);
      expect(local?.services).toContain('fcm.googleapis.com');

      const production = { ...PRODUCTION_BUT_URL, PUBLIC_URL: 'https://sanarte.example', DATA_DIR: dir };
      expect(loadConfig(production).push).toBeUndefined();
      const keys = {
        VAPID_PUBLIC_KEY: local?.publicKey ?? '',
        VAPID_PRIVATE_KEY: local?.privateKey ?? '',
        VAPID_SUBJECT: 'https://sanarte.example/contacto',
        PUSH_SERVICES: ' fcm.googleapis.com , Web.Push.Apple.com ',
      };
      expect(loadConfig({ ...production, ...keys }).push).toEqual({
        publicKey: local?.publicKey,
        privateKey: local?.privateKey,
        subject: 'https://sanarte.example/contacto',
        services: ['fcm.googleapis.com', 'web.push.apple.com'],
      });
      expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      );
      expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'hola@sanarte.example' })).toThrow(
        'VAPID_SUBJECT: must start with mailto: or https://',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without its secrets, naming each one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing required configuration for production: APP_SECRET, PUBLIC_URL, DATABASE_URL, ADMIN_PASSWORD, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, COMPANY_NAME, COMPANY_TAX_ID, COMPANY_ADDRESS, CONTACT_EMAIL, PRIVACY_EMAIL, MAIL_FROM, SMTP_URL',
    );
    expect(() => loadConfig(PRODUCTION_BUT_URL)).toThrow(
      'Missing required configuration for production: PUBLIC_URL',
    );
  });

  it('refuses a plain-HTTP public URL in production: sessions travel only in Secure cookies', () => {
    expect(() => loadConfig({ ...PRODUCTION_BUT_URL, PUBLIC_URL: 'http://sanarte.example' })).toThrow(
      'PUBLIC_URL: must be an https:// URL in production',
    );
    expect(loadConfig({ ...PRODUCTION_BUT_URL, PUBLIC_URL: 'https://sanarte.example' }).secureCookies).toBe(
      true,
    );
  });

  it('lists every malformed variable', () => {
    try {
      loadConfig({ PORT: 'abc', PUBLIC_URL: 'not a url', APP_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('PUBLIC_URL');
      expect(msg).toContain('APP_SECRET');
    }
  });

  it('turns on secure cookies for an https public URL and reads the adapters', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      ...BUSINESS,
      INSTAGRAM_URL: 'https://www.instagram.com/bienestar',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://sanarte.app/',
      DATABASE_URL: 'postgres://db/sanarte',
      ADMIN_PASSWORD: 'Muy-Segura-2026',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      S3_BUCKET: 'media',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(c.publicUrl).toBe('https://sanarte.app');
    expect(c.secureCookies).toBe(true);
    expect(c.stripe?.secretKey).toBe('sk_test_1');
    expect(c.s3?.bucket).toBe('media');
    expect(c.google?.issuer).toBe('https://accounts.google.com');
    expect(c.identity).toEqual({
      companyName: BUSINESS.COMPANY_NAME,
      taxId: BUSINESS.COMPANY_TAX_ID,
      address: BUSINESS.COMPANY_ADDRESS,
      contactEmail: BUSINESS.CONTACT_EMAIL,
      privacyEmail: BUSINESS.PRIVACY_EMAIL,
      social: { instagram: 'https://www.instagram.com/bienestar' },
    });
    expect(c.contactEmail).toBe(BUSINESS.CONTACT_EMAIL);
    expect(c.mailFrom).toBe(BUSINESS.MAIL_FROM);
  });

  it('local mode names the business with defaults marked as local, and no social link', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/sanarte-config-local', APP_SECRET: 'x'.repeat(40) });
    expect(c.identity).toEqual(LOCAL_IDENTITY);
    expect(c.identity.companyName).toContain('local');
    expect(c.identity.contactEmail.endsWith('.localhost')).toBe(true);
    expect(c.mailFrom).toContain('.localhost');
  });
});
