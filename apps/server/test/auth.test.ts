import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, latestLinkTo, testAppForFile } from './app.js';
import { signUp } from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile({ seed: true });

const PASSWORD = 'Calma#Serena9';
let counter = 0;
const uniqueEmail = (p = 'user') => `${p}${++counter}_${Date.now()}@example.com`;

const linkFor = (email: string, path: string) => latestLinkTo(t, email, path);

async function registered(opts: { verified?: boolean } = {}) {
  const http = new HttpClient(t.baseUrl);
  const email = uniqueEmail();
  await signUp(http, email, PASSWORD);
  if (opts.verified) {
    const link = await linkFor(email, '/verify-email');
    await http.post('/api/users/verify', { token: link.searchParams.get('token') });
  }
  return { http, email };
}

/** A trial visitor who asked for the e-mailed link that sets a first password: its token. */
async function trialWithSetLink(name: string) {
  const http = new HttpClient(t.baseUrl);
  const email = uniqueEmail('trial');
  await http.post('/api/users/trial/register', { name, lastName: 'Gil', email });
  await http.post('/api/users/reset-password-email', { email, purpose: 'set' });
  const token = (await linkFor(email, '/reset-password')).searchParams.get('token');
  return { http, email, token };
}

/** A verified account, signed in with its password from a browser of its own. */
async function signedIn() {
  const { email } = await registered({ verified: true });
  const http = new HttpClient(t.baseUrl);
  await http.post('/api/users/login', { email, password: PASSWORD });
  return { email, http };
}

describe('sign-up and verification', () => {
  it('creates an unverified visitor, e-mails a link that verifies and signs in the same browser', async () => {
    const http = new HttpClient(t.baseUrl);
    const email = uniqueEmail();
    const res = await http.post('/api/users/register', {
      name: 'Lucía',
      lastName: 'Martín',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: es.signup.registered, data: { email } });
    expect((await http.get('/api/users/me')).status).toBe(401);

    const link = await linkFor(email, '/verify-email');
    expect(link.origin).toBe(t.config.publicUrl);
    const verify = await http.post('/api/users/verify', { token: link.searchParams.get('token') });
    expect(verify.status).toBe(200);
    expect(verify.body.data.signedIn).toBe(true);
    const me = await http.get('/api/users/me');
    expect(me.body.data.user).toMatchObject({ email, role: 'visitor', isVerified: true, tempUser: false });
    expect(me.body.data.user).not.toHaveProperty('passwordHash');

    // A second click counts as success, without signing anyone in.
    const other = new HttpClient(t.baseUrl);
    const again = await other.post('/api/users/verify', { token: link.searchParams.get('token') });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(es.verification.alreadyVerified);
    expect(again.body.data.signedIn).toBe(false);
    expect((await other.get('/api/users/me')).status).toBe(401);
  });

  it('verifies but does not sign in from another browser, and refuses expired links', async () => {
    const { email } = await registered();
    const link = await linkFor(email, '/verify-email');
    const other = new HttpClient(t.baseUrl);
    const res = await other.post('/api/users/verify', { token: link.searchParams.get('token') });
    expect(res.body.data.signedIn).toBe(false);

    const late = await registered();
    const lateLink = await linkFor(late.email, '/verify-email');
    t.clock.advance(24 * 3600_000 + 1000);
    try {
      const expired = await late.http.post('/api/users/verify', {
        token: lateLink.searchParams.get('token'),
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(es.password.tokenInvalid);
    } finally {
      t.clock.reset();
    }
  });

  it('tells a wrong link from a missing token (verification and password links)', async () => {
    const http = new HttpClient(t.baseUrl);
    for (const token of ['bogus', 'x'.repeat(43), 'x'.repeat(500)]) {
      const verify = await http.post('/api/users/verify', { token });
      expect(verify.status).toBe(400);
      expect(verify.body.message).toBe(es.password.tokenInvalid);
      const reset = await http.post('/api/users/reset-password', { token, newPassword: PASSWORD });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe(es.password.tokenInvalid);
    }
    for (const body of [{ token: '' }, {}]) {
      const verify = await http.post('/api/users/verify', body);
      expect(verify.status).toBe(400);
      expect(verify.body.message).toBe(es.verification.tokenMissing);
      const reset = await http.post('/api/users/reset-password', { ...body, newPassword: PASSWORD });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe(es.password.tokenMissing);
    }
  });

  it('answers a taken e-mail as a new one, and changes nothing of the account', async () => {
    const { email } = await registered({ verified: true });
    const res = await new HttpClient(t.baseUrl).post('/api/users/register', {
      name: 'Otra',
      lastName: 'Persona',
      email,
      password: 'Otra#Clave2026',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: es.signup.registered, data: { email } });
    const login = await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: PASSWORD });
    expect(login.body.data.user).toMatchObject({ name: 'Lucía' });
  });

  it.each([
    [{ lastName: 'M', email: 'a@b.co', password: PASSWORD }, es.signup.nameRequired],
    [{ name: 'A', lastName: '', email: 'a@b.co', password: PASSWORD }, es.signup.lastNameRequired],
    [{ name: 'A', lastName: 'M', email: '', password: PASSWORD }, es.signup.emailRequired],
    [{ name: 'A', lastName: 'M', email: 'a@b', password: PASSWORD }, es.signup.emailInvalid],
    [{ name: 'A', lastName: 'M', email: 'a..b@c.co', password: PASSWORD }, es.signup.emailInvalid],
    [{ name: 'A', lastName: 'M', email: '.a@c.co', password: PASSWORD }, es.signup.emailInvalid],
    [
      { name: 'A', lastName: 'M', email: `${'a'.repeat(250)}@b.co`, password: PASSWORD },
      es.signup.emailTooLong,
    ],
    [{ name: 'A', lastName: 'M', email: 'a@b.co' }, es.signup.passwordRequired],
    [{ name: 'A', lastName: 'M', email: 'a@b.co', password: 'Ab#1' }, es.signup.passwordMin],
    [{ name: 'A', lastName: 'M', email: 'a@b.co', password: 'abcdefg#1' }, es.signup.passwordUppercase],
    [{ name: 'A', lastName: 'M', email: 'a@b.co', password: 'Abcdefgh1' }, es.signup.passwordSymbol],
    [{ name: 'A', lastName: 'M', email: 'a@b.co', password: 'Password123!' }, es.signup.commonPassword],
    [{ name: 42, lastName: ['x'], email: {}, password: null }, es.signup.nameRequired],
  ])('register refuses %j with "%s"', async (body, message) => {
    const res = await new HttpClient(t.baseUrl).post('/api/users/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('login', () => {
  it('signs in with the right password and answers the same 401 for a wrong one or an unknown e-mail', async () => {
    const { email } = await registered({ verified: true });
    const http = new HttpClient(t.baseUrl);
    const wrong = await http.post('/api/users/login', { email, password: 'Otra#Clave1' });
    const unknown = await http.post('/api/users/login', {
      email: uniqueEmail('nadie'),
      password: 'Otra#Clave1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(es.login.invalidCredentials);

    const ok = await http.post('/api/users/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(email);
    const cookies = ok.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/access_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/refresh_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    const v = await http.get('/api/users/validate-token');
    expect(v.body).toMatchObject({ isValid: true, user: { email } });
  });

  it('lets an unverified user sign in (the client sends them to /email-verification)', async () => {
    const { email } = await registered();
    const res = await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.isVerified).toBe(false);
  });

  it('tells an inactive account to contact the administrator', async () => {
    const { email } = await registered({ verified: true });
    await t.database.db.execute(sql`update users set is_active = false where email = ${email}`);
    const res = await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Por favor contacta al administrador para obtener ayuda.');
  });

  it('tells a Google-only account to use Google', async () => {
    const email = uniqueEmail('google');
    await t.database.db.execute(
      sql`insert into users (name, email, google_issuer, google_subject, is_verified) values ('G', ${email}, 'https://accounts.google.com', ${email}, true)`,
    );
    const res = await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: 'Cualquier#1' });
    expect(res.status).toBe(401);
    expect(res.body.message).toContain('Esta cuenta fue creada con Google');
  });

  it('rejects bad input with the spec messages, never 500', async () => {
    const http = new HttpClient(t.baseUrl);
    expect((await http.post('/api/users/login', { password: 'x' })).body.message).toBe(
      es.login.emailRequired,
    );
    expect((await http.post('/api/users/login', { email: 'a@b.co' })).status).toBe(400);
    expect((await http.post('/api/users/login', { email: 'a@b.co', password: '' })).status).toBe(400);
    expect((await http.post('/api/users/login', [1, 2, 3])).status).toBe(400);
    expect((await http.post('/api/users/login', undefined, { raw: 'nope' })).status).toBe(400);
  });

  it('refuses an unsafe request without or with a wrong XSRF token', async () => {
    const http = new HttpClient(t.baseUrl);
    await http.ensureXsrf();
    const none = await http.post('/api/users/login', { email: 'a@b.co', password: 'x' }, { xsrf: false });
    expect(none.status).toBe(403);
    const wrong = await http.post(
      '/api/users/login',
      { email: 'a@b.co', password: 'x' },
      {
        xsrf: false,
        headers: { 'x-xsrf-token': `${http.cookies.get('XSRF-TOKEN')}x` },
      },
    );
    expect(wrong.status).toBe(403);
  });

  it('stops evaluating passwords from a source that keeps failing, until its delay passes', async () => {
    const { email } = await registered({ verified: true });
    const http = new HttpClient(t.baseUrl);
    const statuses: number[] = [];
    t.clock.freeze();
    for (let i = 0; i < 150; i++) {
      statuses.push((await http.post('/api/users/login', { email, password: `Mala#Clave${i}` })).status);
    }
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(145);
    // Even the right password from that source waits for its delay (1 s after five failures).
    expect((await http.post('/api/users/login', { email, password: PASSWORD })).status).toBe(429);
    t.clock.advance(2000);
    try {
      expect((await http.post('/api/users/login', { email, password: PASSWORD })).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});

describe('sessions', () => {
  it('rotates the refresh token; a reused token revokes the whole family', async () => {
    const { http } = await signedIn();
    const first = http.cookies.get('refresh_token');
    const r1 = await http.post('/api/users/refresh-token');
    expect(r1.status).toBe(200);
    const second = http.cookies.get('refresh_token');
    expect(second).not.toBe(first);

    // An attacker replays the old token (later than two tabs refreshing together would): refused,
    // and the family (with the new token) dies.
    t.clock.advance(11_000);
    const attacker = new HttpClient(t.baseUrl);
    attacker.cookies.set('refresh_token', first as string);
    expect((await attacker.post('/api/users/refresh-token')).status).toBe(401);
    expect((await http.post('/api/users/refresh-token')).status).toBe(401);
    expect((await http.get('/api/users/me')).status).toBe(401);
    t.clock.reset();
  });

  it('10 concurrent refreshes with one token all get the same single successor', async () => {
    const { http } = await signedIn();
    await http.ensureXsrf();
    const token = http.cookies.get('refresh_token') as string;
    const xsrf = http.cookies.get('XSRF-TOKEN') as string;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${t.baseUrl}/api/users/refresh-token`, {
          method: 'POST',
          headers: { cookie: `refresh_token=${token}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
        }).then((r) => ({
          status: r.status,
          refresh: r.headers
            .getSetCookie()
            .find((c) => c.startsWith('refresh_token='))
            ?.split(';')[0],
        })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    // One rotation: every caller holds the same new token, and it works.
    const successors = new Set(results.map((r) => r.refresh));
    expect(successors.size).toBe(1);
    const next = await fetch(`${t.baseUrl}/api/users/refresh-token`, {
      method: 'POST',
      headers: { cookie: `${[...successors][0]}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    });
    expect(next.status).toBe(200);
  });

  it('expires the access token after 15 minutes and refreshes it', async () => {
    const { http } = await signedIn();
    t.clock.advance(16 * 60_000);
    try {
      expect((await http.get('/api/users/me')).status).toBe(401);
      expect((await http.post('/api/users/refresh-token')).status).toBe(200);
      expect((await http.get('/api/users/me')).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('logout revokes the session on the server', async () => {
    const { http } = await signedIn();
    const access = http.cookies.get('access_token') as string;
    const refresh = http.cookies.get('refresh_token') as string;
    expect((await http.post('/api/users/logout')).status).toBe(200);
    const replay = new HttpClient(t.baseUrl);
    replay.cookies.set('access_token', access);
    replay.cookies.set('refresh_token', refresh);
    expect((await replay.get('/api/users/me')).status).toBe(401);
    expect((await replay.post('/api/users/refresh-token')).status).toBe(401);
  });

  it('a deactivated account loses its sessions at once', async () => {
    const { email, http } = await signedIn();
    expect((await http.get('/api/users/me')).status).toBe(200);
    await t.database.db.execute(sql`update users set is_active = false where email = ${email}`);
    expect((await http.get('/api/users/me')).status).toBe(401);
    expect((await http.post('/api/users/refresh-token')).status).toBe(401);
  });
});

describe('passwords', () => {
  it('answers reset and resend identically for known and unknown e-mails', async () => {
    const { email } = await registered();
    const http = new HttpClient(t.baseUrl);
    const known = await http.post('/api/users/reset-password-email', { email });
    const unknown = await http.post('/api/users/reset-password-email', { email: uniqueEmail('nadie') });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(es.password.resetEmailSent);
    const r1 = await http.post('/api/users/resend-verification', { email });
    const r2 = await http.post('/api/users/resend-verification', { email: uniqueEmail('nadie') });
    expect(r1.body).toEqual(r2.body);
    expect(r1.status).toBe(r2.status);
  });

  it('a reset link works once, revokes every session, and not after an hour', async () => {
    const { email } = await registered({ verified: true });
    const device = new HttpClient(t.baseUrl);
    await device.post('/api/users/login', { email, password: PASSWORD });
    const http = new HttpClient(t.baseUrl);
    await http.post('/api/users/reset-password-email', { email });
    const link = await linkFor(email, '/reset-password');
    const token = link.searchParams.get('token');
    const res = await http.post('/api/users/reset-password', { token, newPassword: 'Nueva#Calma22' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(es.password.resetDone);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await device.get('/api/users/me')).status).toBe(401);
    expect(
      (await http.post('/api/users/reset-password', { token, newPassword: 'Otra#Calma33' })).status,
    ).toBe(400);
    expect((await http.post('/api/users/login', { email, password: 'Nueva#Calma22' })).status).toBe(200);

    await http.post('/api/users/reset-password-email', { email });
    const late = (await linkFor(email, '/reset-password')).searchParams.get('token');
    t.clock.advance(3600_000 + 1000);
    try {
      const expired = await http.post('/api/users/reset-password', {
        token: late,
        newPassword: 'Tarde#Calma44',
      });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(es.password.tokenInvalid);
    } finally {
      t.clock.reset();
    }
  });

  it('changes the password with the current one, refusing a wrong current password', async () => {
    const { email, http } = await signedIn();
    const wrong = await http.put('/api/users/update-password', {
      currentPassword: 'Mal#1234',
      newPassword: 'Nueva#Calma55',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(es.password.currentWrong);
    const short = await http.put('/api/users/update-password', {
      currentPassword: PASSWORD,
      newPassword: 'abc',
    });
    // The sign-up rules, as the panel form checks them (decision 038).
    expect(short.body.message).toBe(es.signup.passwordMin);
    const ok = await http.put('/api/users/update-password', {
      currentPassword: PASSWORD,
      newPassword: 'Nueva#Calma55',
    });
    expect(ok.body).toEqual({ success: true, message: es.password.updated });
    expect((await http.get('/api/users/me')).status).toBe(200);
    expect(
      (await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: 'Nueva#Calma55' })).status,
    ).toBe(200);
    // Anonymous: refused before the body is even read.
    expect((await new HttpClient(t.baseUrl).put('/api/users/update-password', {})).status).toBe(401);
  });

  it('never sets a password on the e-mail alone (update-password-google)', async () => {
    const email = uniqueEmail('g');
    await t.database.db.execute(
      sql`insert into users (name, email, google_issuer, google_subject, is_verified) values ('G', ${email}, 'iss', ${email}, true)`,
    );
    const stranger = new HttpClient(t.baseUrl);
    const res = await stranger.put('/api/users/update-password-google', { email, newPassword: 'Robada#123' });
    expect(res.status).toBe(403);
    const forged = await stranger.put('/api/users/update-password-google', {
      email,
      newPassword: 'Robada#123',
      token: 'x'.repeat(43),
    });
    expect(forged.status).toBe(403);

    await stranger.post('/api/users/reset-password-email', { email, purpose: 'set' });
    const link = await linkFor(email, '/reset-password');
    expect(link.searchParams.get('type')).toBe('set');
    const ok = await stranger.put('/api/users/update-password-google', {
      email,
      newPassword: 'Propia#Clave7',
      token: link.searchParams.get('token'),
    });
    expect(ok.status).toBe(200);
    expect(
      (await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: 'Propia#Clave7' })).status,
    ).toBe(200);
  });
});

describe('profile', () => {
  it('updates name and avatar for members, and rejects bad input', async () => {
    const { http } = await signedIn();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const ok = await http.put('/api/users/profile', {
      name: 'Lucía María',
      lastName: 'Martín',
      avatarImage: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(es.panel.profileUpdated);
    expect(ok.body.user.name).toBe('Lucía María');
    const avatar = await fetch(t.baseUrl + ok.body.user.avatarUrl);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');

    const lying = await http.put('/api/users/profile', {
      name: 'A',
      lastName: 'B',
      avatarImage: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    });
    expect(lying.status).toBe(400);
    const svg = await http.put('/api/users/profile', {
      name: 'A',
      lastName: 'B',
      avatarImage: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    expect(svg.status).toBe(400);
    const noName = await http.put('/api/users/profile', { name: '', lastName: 'B' });
    expect(noName.body.message).toBe(es.signup.nameRequired);
    expect(
      (await new HttpClient(t.baseUrl).put('/api/users/profile', { name: 'A', lastName: 'B' })).status,
    ).toBe(401);
  });
});

describe('temporary (trial) users', () => {
  it('registers a temporary visitor, logs in by e-mail only, and is kept out of member routes', async () => {
    const http = new HttpClient(t.baseUrl);
    const email = uniqueEmail('trial');
    const reg = await http.post('/api/users/trial/register', { name: 'Sara', lastName: 'Gil', email });
    expect(reg.body.success).toBe(true);
    expect((await linkFor(email, '/verify-email')).pathname).toBe('/verify-email');
    // Continuing sends a link, and answers the same for an address nobody registered.
    const cont = await http.post('/api/users/trial/continue', { email });
    const nobody = await http.post('/api/users/trial/continue', { email: uniqueEmail('nadie') });
    expect(cont.body).toEqual({ success: true, message: es.trial.continueLinkSent });
    expect(nobody.body).toEqual(cont.body);

    const login = await http.post('/api/users/login', { email, tempUser: true });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ tempUser: true, isTemporary: true, isVerified: false });
    expect((await http.get('/api/users/me')).status).toBe(200);
    expect((await http.put('/api/users/profile', { name: 'A', lastName: 'B' })).status).toBe(403);

    // Password login is not possible for an account without a password, and e-mail-only login
    // is refused for normal accounts.
    const { email: normal } = await registered({ verified: true });
    expect((await http.post('/api/users/login', { email: normal, tempUser: true })).status).toBe(401);
    const taken = await http.post('/api/users/trial/register', { name: 'X', lastName: 'Y', email: normal });
    expect(taken.body).toEqual(reg.body);
    expect((await http.post('/api/users/login', { email: normal, tempUser: true })).status).toBe(401);
  });

  it('setting a password from the e-mailed link ends the temporary state', async () => {
    const { http, email, token } = await trialWithSetLink('Sara');
    const res = await http.post('/api/users/reset-password', { token, newPassword: 'Sara#Calma2026' });
    expect(res.body.message).toBe(es.password.setDone);
    // A first password from the e-mailed link signs this browser in.
    expect(res.body.data.signedIn).toBe(true);
    expect((await http.get('/api/users/me')).body.data.user).toMatchObject({ tempUser: false });
    const login = await http.post('/api/users/login', { email, password: 'Sara#Calma2026' });
    expect(login.body.data.user).toMatchObject({ tempUser: false, isVerified: true });
    expect((await http.post('/api/users/login', { email, tempUser: true })).status).toBe(401);
  });

  it('a set link that signs nobody in (a deactivated account) says to sign in', async () => {
    const { http, email, token } = await trialWithSetLink('Noa');
    await t.database.db.execute(sql`update users set is_active = false where email = ${email}`);
    const res = await http.post('/api/users/reset-password', { token, newPassword: 'Noa#Calma2026' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: es.password.setDoneLogin, data: { signedIn: false } });
  });

  it('the seeded admin can sign in', async () => {
    const res = await new HttpClient(t.baseUrl).post('/api/users/login', TEST_ADMIN);
    expect(res.body.data.user.role).toBe('admin');
  });
});
