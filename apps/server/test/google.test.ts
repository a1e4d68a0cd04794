import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './app.js';
import { HttpClient } from './http.js';
import { startOidcProvider } from './oidc.js';

let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  idp = await startOidcProvider();
  t = await startTestApp({
    seed: false,
    env: { GOOGLE_CLIENT_ID: 'sanarte-web', GOOGLE_CLIENT_SECRET: 'secreto', OIDC_ISSUER: idp.issuer },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

/** Follows the redirects a browser would, up to the callback page's query. */
async function authorize(http: HttpClient) {
  const start = await http.get('/api/login-auth/google');
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location') as string);
  expect(authorizeUrl.origin).toBe(new URL(idp.issuer).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
  const back = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') as string);
  expect(callback.pathname).toBe('/login/token/callback');
  return {
    code: callback.searchParams.get('code') as string,
    state: callback.searchParams.get('state') as string,
  };
}

describe('Google sign-in', () => {
  it('reports whether it is configured', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/login-auth/google/status');
    expect(res.body).toEqual({ success: true, enabled: true });
  });

  it('creates a verified visitor keyed by issuer and subject and signs them in', async () => {
    idp.setIdentity({
      sub: 'g-100',
      email: 'Ana@Gmail.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'López',
    });
    const http = new HttpClient(t.baseUrl);
    const params = await authorize(http);
    const res = await http.post('/api/login-auth/google/callback', params);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'ana@gmail.com',
      name: 'Ana',
      lastName: 'López',
      isVerified: true,
      role: 'visitor',
      googleAccount: true,
    });
    expect((await http.get('/api/users/me')).status).toBe(200);

    // Same subject again: the same account, even if the e-mail changed at the provider.
    idp.setIdentity({ sub: 'g-100', email: 'ana.nueva@gmail.com', email_verified: true });
    const again = new HttpClient(t.baseUrl);
    const second = await again.post('/api/login-auth/google/callback', await authorize(again));
    expect(second.body.user._id).toBe(res.body.user._id);
    // A code cannot be replayed.
    const replay = await again.post('/api/login-auth/google/callback', params);
    expect(replay.status).toBe(400);
  });

  it('refuses a callback from another browser or with a forged state', async () => {
    const starter = new HttpClient(t.baseUrl);
    const params = await authorize(starter);
    const other = new HttpClient(t.baseUrl);
    const res = await other.post('/api/login-auth/google/callback', params);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(es.google.processError);
    const forged = await starter.post('/api/login-auth/google/callback', { ...params, state: 'otro-estado' });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(es.google.authError);
  });

  it('links an existing account only when the provider has verified the e-mail', async () => {
    await t.database.db.execute(
      sql`insert into users (name, email, password_hash, is_verified) values ('Eva', 'eva@example.com', 'x', true)`,
    );
    idp.setIdentity({ sub: 'g-200', email: 'eva@example.com', email_verified: false });
    const http = new HttpClient(t.baseUrl);
    const refused = await http.post('/api/login-auth/google/callback', await authorize(http));
    expect(refused.status).toBe(409);

    idp.setIdentity({ sub: 'g-200', email: 'eva@example.com', email_verified: true });
    const ok = await http.post('/api/login-auth/google/callback', await authorize(http));
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('eva@example.com');
  });

  it('drops a password set on an unverified account before linking it (no pre-hijacking)', async () => {
    await t.database.db.execute(
      sql`insert into users (name, email, password_hash, is_verified) values ('X', 'victima@example.com', 'hash-del-atacante', false)`,
    );
    idp.setIdentity({ sub: 'g-300', email: 'victima@example.com', email_verified: true });
    const http = new HttpClient(t.baseUrl);
    expect((await http.post('/api/login-auth/google/callback', await authorize(http))).status).toBe(200);
    const row = (
      (await t.database.db.execute(
        sql`select password_hash, is_verified from users where email = 'victima@example.com'`,
      )) as unknown as {
        rows: { password_hash: string | null; is_verified: boolean }[];
      }
    ).rows[0];
    expect(row).toEqual({ password_hash: null, is_verified: true });
  });

  it('tells an inactive account to contact the administrator', async () => {
    idp.setIdentity({ sub: 'g-400', email: 'inactiva@gmail.com', email_verified: true });
    const http = new HttpClient(t.baseUrl);
    expect((await http.post('/api/login-auth/google/callback', await authorize(http))).status).toBe(200);
    await t.database.db.execute(sql`update users set is_active = false where email = 'inactiva@gmail.com'`);
    const res = await http.post('/api/login-auth/google/callback', await authorize(http));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(es.google.contactAdmin);
  });
});

describe('without Google configured', () => {
  it('says it is not available', async () => {
    const plain = await startTestApp({ seed: false });
    try {
      const http = new HttpClient(plain.baseUrl);
      expect((await http.get('/api/login-auth/google/status')).body.enabled).toBe(false);
      const start = await http.get('/api/login-auth/google');
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toContain('/login');
    } finally {
      await plain.close();
    }
  });
});
