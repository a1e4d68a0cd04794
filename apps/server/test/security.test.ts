import { es } from '@sanarte/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { greeting } from '../src/modules/auth/auth.mails.js';
import { type TestApp, startTestApp } from './app.js';
import { FACTORY_PASSWORD, buildAdmin, buildUser, themeId } from './factories.js';
import { HttpClient, rawRequest } from './http.js';

let t: TestApp;
let counter = 0;
const uniqueEmail = (p = 'sec') => `${p}${++counter}_${Date.now()}@example.com`;
const STRONG = 'Nueva#Clave2026';

beforeAll(async () => {
  // Sources are told apart by X-Forwarded-For (a proxy in front, as in production).
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

/** The links of e-mails sent to an address containing `path`, newest last. */
async function linksTo(email: string, path: string): Promise<URL[]> {
  await t.deps.mail.flush();
  const re = new RegExp(`https?://\\S+${path}\\S*`, 'g');
  return t.mail.sent
    .filter((m) => m.to === email)
    .flatMap((m) => (m.text.match(re) ?? []).map((u) => new URL(u)));
}
const mailsTo = async (email: string) => {
  await t.deps.mail.flush();
  return t.mail.sent.filter((m) => m.to === email);
};
const tokenOf = (u: URL | undefined) => u?.searchParams.get('token') ?? '';
const cookieNames = (h: Headers) =>
  h
    .getSetCookie()
    .map((c) => c.split('=')[0])
    .sort();

async function trialRegister(http: HttpClient, email: string) {
  return http.post('/api/users/trial/register', { name: 'Carmen', lastName: 'Ruiz', email });
}

/** A raw HTTP request: the path is sent exactly as written (fetch would normalise dot segments). */
const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  rawRequest(t.baseUrl, method, path, headers, body);

describe('1. passwordless sign-in proves the inbox', () => {
  it('signs in only the browser that registered, once; anyone else with the address gets nothing', async () => {
    const email = uniqueEmail('victim');
    const victim = new HttpClient(t.baseUrl);
    expect((await trialRegister(victim, email)).status).toBe(200);

    const attacker = new HttpClient(t.baseUrl);
    const stolen = await attacker.post('/api/users/login', { email, tempUser: true });
    expect(stolen.status).toBe(401);
    expect(stolen.body.message).toBe(es.login.invalidCredentials);
    expect((await attacker.get('/api/users/me')).status).toBe(401);

    const own = await victim.post('/api/users/login', { email, tempUser: true });
    expect(own.status).toBe(200);
    expect(own.body.data.user.email).toBe(email);
    // The grant was single use.
    const again = new HttpClient(t.baseUrl);
    again.cookies.set('trial_grant', victim.cookies.get('trial_grant') ?? 'none');
    expect((await again.post('/api/users/login', { email, tempUser: true })).status).toBe(401);
  });

  it('a registration for an address that has an account grants nothing; the owner gets a link', async () => {
    const email = uniqueEmail('owner');
    const owner = new HttpClient(t.baseUrl);
    await trialRegister(owner, email);

    const attacker = new HttpClient(t.baseUrl);
    const res = await trialRegister(attacker, email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: es.signup.registered });
    expect((await attacker.post('/api/users/login', { email, tempUser: true })).status).toBe(401);

    // The owner's e-mail carries a sign-in link that works on the device where it is opened, once.
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Continúa tu prueba de Sanarte');
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/verify-email\S*/)?.[0] ?? 'http://x/');
    const phone = new HttpClient(t.baseUrl);
    const followed = await phone.post('/api/users/verify', { token: tokenOf(link) });
    expect(followed.status).toBe(200);
    expect(followed.body.data.signedIn).toBe(true);
    expect((await phone.get('/api/users/me')).body.data.user).toMatchObject({ email, isVerified: true });
    const replay = new HttpClient(t.baseUrl);
    expect((await replay.post('/api/users/verify', { token: tokenOf(link) })).status).toBe(400);
    expect((await replay.get('/api/users/me')).status).toBe(401);
  });

  it('"continue a trial" e-mails a single-use sign-in link and opens no session', async () => {
    const email = uniqueEmail('cont');
    await trialRegister(new HttpClient(t.baseUrl), email);
    const before = (await linksTo(email, '/verify-email')).length;

    const anyone = new HttpClient(t.baseUrl);
    const res = await anyone.post('/api/users/trial/continue', { email });
    expect(res.body).toEqual({ success: true, message: es.trial.continueLinkSent });
    expect((await anyone.get('/api/users/me')).status).toBe(401);

    const links = await linksTo(email, '/verify-email');
    expect(links.length).toBe(before + 1);
    const device = new HttpClient(t.baseUrl);
    const signin = await device.post('/api/users/verify', { token: tokenOf(links.at(-1)) });
    expect(signin.body.message).toBe(es.verification.signedInByLink);
    expect(signin.body.data.signedIn).toBe(true);
    // An hour later the next link is dead.
    await anyone.post('/api/users/trial/continue', { email });
    const late = (await linksTo(email, '/verify-email')).at(-1);
    t.clock.advance(3600_000 + 1000);
    try {
      expect(
        (await new HttpClient(t.baseUrl).post('/api/users/verify', { token: tokenOf(late) })).status,
      ).toBe(400);
    } finally {
      t.clock.reset();
    }
  });
});

describe('2. a first password needs a fresh proof', () => {
  it('never for an account that has a password, nor on a session or an e-mail alone', async () => {
    const member = await buildUser(t);
    const res = await member.http.put('/api/users/update-password-google', {
      email: member.email,
      newPassword: STRONG,
    });
    expect(res.status).toBe(403);
    const login = await new HttpClient(t.baseUrl).post('/api/users/login', {
      email: member.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).toBe(200);

    // A signed-in trial account without a fresh link: refused.
    const trial = await buildUser(t, { tempUser: true });
    const bare = await trial.http.put('/api/users/update-password-google', {
      email: trial.email,
      newPassword: STRONG,
    });
    expect(bare.status).toBe(403);
  });

  it('after following the link: once, with the sign-up rules, and signed in', async () => {
    const email = uniqueEmail('setup');
    const browser = new HttpClient(t.baseUrl);
    await trialRegister(browser, email);
    const link = (await linksTo(email, '/verify-email')).at(-1);
    await browser.post('/api/users/verify', { token: tokenOf(link) });

    const weak = await browser.put('/api/users/update-password-google', { email, newPassword: 'abcdef' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(es.signup.passwordMin);

    const ok = await browser.put('/api/users/update-password-google', { email, newPassword: STRONG });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email, tempUser: false });
    expect((await browser.get('/api/users/me')).status).toBe(200);

    const twice = await browser.put('/api/users/update-password-google', {
      email,
      newPassword: 'Otra#Clave99',
    });
    expect(twice.status).toBe(403);
    const login = await new HttpClient(t.baseUrl).post('/api/users/login', { email, password: STRONG });
    expect(login.status).toBe(200);
  });

  it('a set-password link signs the temporary user in (to the panel), a reset link signs out', async () => {
    const trial = await buildUser(t, { tempUser: true });
    await trial.http.post('/api/users/reset-password-email', { email: trial.email, purpose: 'set' });
    const link = (await linksTo(trial.email, '/reset-password')).at(-1);
    const set = await trial.http.post('/api/users/reset-password', {
      token: tokenOf(link),
      newPassword: STRONG,
    });
    expect(set.status).toBe(200);
    expect(set.body.data.signedIn).toBe(true);
    expect((await trial.http.get('/api/users/me')).body.data.user).toMatchObject({ tempUser: false });
  });
});

describe('3. decisions on the matched route, never the raw URL', () => {
  const variants = (url: string) => [
    url.replace('/api/', '/%61pi/'),
    url.replace('/api/', '/%41%50%49/'),
    `/${url}`,
    url.replace('/api/', '/api//'),
    url.replace('/api/', '/x/../api/'),
    url.replace('/api/', '/api/./'),
    url.replace('/api/', '/API/'),
  ];

  it('no unsafe route, however spelled, runs without the XSRF header', async () => {
    const admin = await buildAdmin(t);
    await admin.http.ensureXsrf();
    const cookie = admin.http.cookieHeader();
    const unsafe = t.deps.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
        // The providers' webhooks: their signature is the proof.
        r.url !== '/api/payments/webhook/stripe' &&
        r.url !== '/api/payments/webhook/paypal' &&
        r.url !== '/api/stats/playback' &&
        // A mail client's one-click unsubscribe: its signed token is the proof (test/releases.test.ts).
        r.url !== '/api/notifications/unsubscribe',
    );
    expect(unsafe.length).toBeGreaterThan(25);
    const passed: string[] = [];
    for (const route of unsafe) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      for (const path of [url, ...variants(url)]) {
        const res = await raw(
          route.method,
          path,
          route.method === 'DELETE' ? { cookie } : { cookie, 'content-type': 'application/json' },
          route.method === 'DELETE'
            ? undefined
            : JSON.stringify({
                name: 'Eva',
                lastName: 'Mal',
                email: 'eva@example.com',
                password: STRONG,
                role: 'admin',
              }),
        ).catch((err: Error) => ({ status: -1, text: err.message }));
        if (res.status === -1) passed.push(`${route.method} ${path} → ${res.text}`);
        else if (res.status < 300 || res.status >= 500)
          passed.push(`${route.method} ${path} → ${res.status}`);
        if (path === url && res.status !== 403)
          passed.push(`${route.method} ${path} → ${res.status} (not 403)`);
      }
    }
    expect(passed).toEqual([]);
    // Nobody was made admin on the way.
    const made = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'eva@example.com'));
    expect(made).toEqual([]);
  });

  it('the client headers are asked however the path is spelled', async () => {
    const c = await startTestApp({ env: { CLIENT_API_KEY: 'k-123', CLIENT_API_SECRET: 's-456' } });
    try {
      for (const path of ['/api/plans/list', '/%61pi/plans/list', '/api/plans/../plans/list']) {
        const res = await fetch(`${c.baseUrl}${path}`);
        expect(res.status, path).not.toBe(200);
      }
      const ok = await fetch(`${c.baseUrl}/api/plans/list`, {
        headers: { 'x-api-key': 'k-123', 'x-api-secret': 's-456' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await c.close();
    }
  });
});

describe('4. development helpers stay local', () => {
  const base = { DATA_DIR: '/tmp/sanarte-config-test', APP_SECRET: 'x'.repeat(40) };
  it('local mode listens on the loopback unless HOST says otherwise; production on every interface', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const prod = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sanarte.example',
      DATABASE_URL: 'postgres://x@h/db',
      ADMIN_PASSWORD: 'Admin!2026x',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      COMPANY_NAME: 'Bienestar Sonoro S.L.',
      COMPANY_TAX_ID: 'B12345678',
      COMPANY_ADDRESS: 'Calle del Prado 3, 28014 Madrid',
      CONTACT_EMAIL: 'equipo@bienestar.example',
      PRIVACY_EMAIL: 'dpo@bienestar.example',
      MAIL_FROM: 'Bienestar <no-responder@bienestar.example>',
      SMTP_URL: 'smtps://sanarte:clave@smtp.bienestar.example:465',
    });
    expect(prod.host).toBe('0.0.0.0');
    expect(prod.warnings).toEqual([]);
  });

  it('warns loudly about a public address without production mode; refuses half a Stripe setup', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://sanarte.example' }).warnings[0]).toMatch(/LOCAL MODE/);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }).warnings).toEqual([]);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/go together/);
  });

  it('no outbox with SMTP configured, no checkout simulator (nor its clock) with a Stripe key', async () => {
    const c = await startTestApp({
      env: {
        SMTP_URL: 'smtp://127.0.0.1:2525',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      expect(c.deps.routes.filter((r) => r.url.startsWith('/dev/') || r.url.startsWith('/api/dev/'))).toEqual(
        [],
      );
      expect((await fetch(`${c.baseUrl}/api/dev/outbox`)).status).toBe(404);
    } finally {
      await c.close();
    }
    // The embedded outbox and simulator exist in local mode without those settings.
    expect(t.deps.routes.some((r) => r.url === '/api/dev/outbox')).toBe(true);
    expect(t.deps.routes.some((r) => r.url === '/dev/checkout/:id')).toBe(true);
    // Time travel and failing renewals belong to the simulator: with a Stripe key they are gone too.
    expect(t.deps.routes.some((r) => r.url === '/api/dev/clock/advance')).toBe(true);
    expect(t.deps.routes.some((r) => r.url === '/api/dev/payments/fail-next')).toBe(true);
  });
});

describe('5. a NUL character is refused with 400', () => {
  it('in bodies, queries and path segments of the calls that took it to the database', async () => {
    const admin = await buildAdmin(t);
    const anon = new HttpClient(t.baseUrl);
    const nul = 'a\u0000b';
    const checks: [HttpClient, string, string, unknown][] = [
      [
        anon,
        'POST',
        '/api/users/register',
        { name: 'A', lastName: 'B', email: `x${nul}@e.com`, password: STRONG },
      ],
      [anon, 'POST', '/api/users/login', { email: `x${nul}@e.com`, password: 'x' }],
      [anon, 'POST', '/api/users/trial/register', { name: nul, lastName: 'B', email: 'n@e.com' }],
      [anon, 'POST', '/api/users/trial/continue', { email: `x${nul}@e.com` }],
      [anon, 'POST', '/api/users/reset-password-email', { email: `x${nul}@e.com` }],
      [anon, 'POST', '/api/contact/', { name: nul, email: 'c@e.com', message: nul }],
      [anon, 'GET', '/api/plans/name/mi%00ni', undefined],
      [admin.http, 'GET', '/api/users/list?q=ana%00', undefined],
      [admin.http, 'GET', '/api/users/export.csv?q=ana%00', undefined],
      [admin.http, 'GET', '/api/payment-records/list?q=%00', undefined],
    ];
    for (const [http, method, path, body] of checks) {
      const res = await http.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.message).toBe(es.errors.invalidInput);
    }
  });
});

describe('6. the same answer whoever the address belongs to', () => {
  it('sign-up of a taken address answers as a new one; its owner hears "¿Intentabas entrar?"', async () => {
    const existing = await buildUser(t);
    const taken = await new HttpClient(t.baseUrl).post('/api/users/register', {
      name: 'Otra',
      lastName: 'Persona',
      email: existing.email,
      password: STRONG,
    });
    const fresh = await new HttpClient(t.baseUrl).post('/api/users/register', {
      name: 'Otra',
      lastName: 'Persona',
      email: uniqueEmail('new'),
      password: STRONG,
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
    expect(taken.body.message).toBe(fresh.body.message);
    expect(cookieNames(taken.headers)).toEqual(cookieNames(fresh.headers));
    const mails = await mailsTo(existing.email);
    expect(mails.at(-1)?.subject).toBe('¿Intentabas entrar en Sanarte?');
  });

  it('reset, resend, trial continue and the passwordless login answer alike for any address', async () => {
    const member = await buildUser(t);
    const trial = await buildUser(t, { tempUser: true });
    const unknown = uniqueEmail('nobody');
    const calls: [string, (e: string) => unknown][] = [
      ['/api/users/reset-password-email', (email) => ({ email })],
      ['/api/users/resend-verification', (email) => ({ email })],
      ['/api/users/trial/continue', (email) => ({ email })],
      ['/api/users/login', (email) => ({ email, tempUser: true })],
    ];
    for (const [path, body] of calls) {
      const answers = [];
      for (const email of [member.email, trial.email, unknown]) {
        const res = await new HttpClient(t.baseUrl).post(path, body(email));
        answers.push({ status: res.status, body: res.body, cookies: cookieNames(res.headers) });
      }
      expect(answers[1], path).toEqual(answers[0]);
      expect(answers[2], path).toEqual(answers[0]);
    }
  });

  it('answers before the address is even looked up: the e-mail is composed after the answer', async () => {
    const member = await buildUser(t);
    const held: (() => Promise<unknown>)[] = [];
    const original = t.deps.mail.enqueueAfterAnswer;
    t.deps.mail.enqueueAfterAnswer = (compose) => {
      held.push(compose);
    };
    try {
      for (const email of [member.email, uniqueEmail('held')]) {
        const res = await new HttpClient(t.baseUrl).post('/api/users/reset-password-email', { email });
        expect(res.body).toEqual({ success: true, message: es.password.resetEmailSent });
      }
      // Both answers left while nothing about either address had been looked at.
      expect(held).toHaveLength(2);
    } finally {
      t.deps.mail.enqueueAfterAnswer = original;
    }
    const [known, unknown] = await Promise.all(held.map((compose) => compose()));
    expect(known).toMatchObject({ to: member.email, kind: 'reset' });
    expect(unknown).toBeNull();
  });
});

describe('7. throttling by account and source', () => {
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('failures elsewhere never keep the owner out; one source waits longer and longer', async () => {
    const owner = await buildUser(t);
    const attacker = new HttpClient(t.baseUrl);
    const statuses: number[] = [];
    t.clock.freeze();
    for (let i = 0; i < 8; i++) {
      const res = await attacker.post(
        '/api/users/login',
        { email: owner.email, password: `Wrong#${i}` },
        from('203.0.113.7'),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const limited = await attacker.post(
      '/api/users/login',
      { email: owner.email, password: 'x' },
      from('203.0.113.7'),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The owner, elsewhere, signs in.
    const ok = await new HttpClient(t.baseUrl).post(
      '/api/users/login',
      { email: owner.email, password: FACTORY_PASSWORD },
      from('198.51.100.20'),
    );
    expect(ok.status).toBe(200);

    // Once the delay has passed, that source may try again.
    t.clock.advance(Number(limited.headers.get('retry-after')) * 1000 + 1);
    try {
      const later = await attacker.post(
        '/api/users/login',
        { email: owner.email, password: 'Wrong#x' },
        from('203.0.113.7'),
      );
      expect(later.status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('at most 100 guesses an hour from unknown sources; the owner’s own browser still gets in', async () => {
    const owner = await buildUser(t);
    // The owner's browser signed in before: it carries the device cookie.
    const ownBrowser = new HttpClient(t.baseUrl);
    await ownBrowser.post(
      '/api/users/login',
      { email: owner.email, password: FACTORY_PASSWORD },
      from('198.51.100.1'),
    );
    expect(ownBrowser.cookies.has('known_device')).toBe(true);

    const results: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await new HttpClient(t.baseUrl).post(
        '/api/users/login',
        { email: owner.email, password: `Wrong#${i}` },
        from(`10.9.${Math.floor(i / 250)}.${i % 250}`),
      );
      results.push(res.status);
    }
    expect(results.filter((s) => s === 401).length).toBe(100);
    expect(results.at(-1)).toBe(429);
    // Even the right password from a new source waits now …
    const guess = await new HttpClient(t.baseUrl).post(
      '/api/users/login',
      { email: owner.email, password: FACTORY_PASSWORD },
      from('10.99.0.1'),
    );
    expect(guess.status).toBe(429);
    // … but not the owner's browser.
    const own = await ownBrowser.post(
      '/api/users/login',
      { email: owner.email, password: FACTORY_PASSWORD },
      from('10.99.0.2'),
    );
    expect(own.status).toBe(200);
  }, 120_000);
});

describe('8. who may call comes before what was sent', () => {
  it('anonymous → 401 and a wrong role → 403 on every guarded route, whatever the body', async () => {
    const member = await buildUser(t);
    const anon = new HttpClient(t.baseUrl);
    await anon.ensureXsrf();
    const guarded = t.deps.routes.filter((r) => r.access && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const r of guarded) {
      const path = r.url.replace(/:[a-zA-Z]+/g, 'not-an-id').replace('*', 'x');
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : { nonsense: true };
      const a = await anon.request(r.method, `${path}?page=-1`, body);
      if (a.status !== 401) wrong.push(`anonymous ${r.method} ${r.url} → ${a.status}`);
      if (r.access === 'admin' || r.access === 'staff') {
        const m = await member.http.request(r.method, `${path}?page=-1`, body);
        if (m.status !== 403) wrong.push(`member ${r.method} ${r.url} → ${m.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const create = await anon.post('/api/users/create', {});
    expect(create.body).toEqual({ success: false, message: es.errors.unauthorized });
  });
});

describe('9. smaller ones', () => {
  it('mini needs the test taken and two active themes; an unverified account cannot buy', async () => {
    const plans = (await new HttpClient(t.baseUrl).get('/api/plans/list')).body.plans as {
      _id: string;
      slug: string;
    }[];
    const mini = plans.find((p) => p.slug === 'mini')?._id;
    const full = plans.find((p) => p.slug === 'full')?._id;
    const themes = [await themeId(t, 'liberate_de_la_ansiedad'), await themeId(t, 'no_mas_insomnio')];

    const noTest = await buildUser(t);
    const refused = await noTest.http.post('/api/payments/create-checkout-session', {
      planId: mini,
      themeIds: themes,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(es.checkout.miniNeedsTest);

    const tested = await buildUser(t);
    await t.database.db.update(users).set({ tookTest: true }).where(eq(users.id, tested.id));
    await t.catalogueSql(sql`update themes set is_active = false where id = ${themes[1]}`);
    try {
      const inactive = await tested.http.post('/api/payments/create-checkout-session', {
        planId: mini,
        themeIds: themes,
      });
      expect(inactive.status).toBe(400);
      expect(inactive.body.message).toBe(es.test.exactlyTwoThemes);
    } finally {
      await t.catalogueSql(sql`update themes set is_active = true where id = ${themes[1]}`);
    }
    const ok = await tested.http.post('/api/payments/create-checkout-session', {
      planId: mini,
      themeIds: themes,
    });
    expect(ok.status).toBe(200);

    const unverified = await buildUser(t, { verified: false });
    const res = await unverified.http.post('/api/payments/create-checkout-session', { planId: full });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(es.checkout.verifyEmailFirst);
  });

  it('names are names: no links or sentences, at most 60 characters', async () => {
    const http = new HttpClient(t.baseUrl);
    for (const name of ['Gana dinero en https://phish.example', 'Ana <b>', 'x'.repeat(61), 'Ana!!']) {
      const res = await http.post('/api/users/register', {
        name,
        lastName: 'Ruiz',
        email: uniqueEmail(),
        password: STRONG,
      });
      expect(res.status, name).toBe(400);
      expect([es.errors.nameInvalid, es.errors.nameTooLong]).toContain(res.body.message);
    }
    const trial = await trialRegister(new HttpClient(t.baseUrl), uniqueEmail());
    expect(trial.status).toBe(200);
    for (const name of ["María-José O'Neill", 'Íñigo de la Peña', 'Zoë Ågren']) {
      const res = await http.post('/api/users/trial/register', {
        name,
        lastName: 'Ruiz',
        email: uniqueEmail(),
      });
      expect(res.status, name).toBe(200);
    }
    // A name from elsewhere (Google) that is not a name never reaches an e-mail.
    expect(greeting('Premio: visita https://phish.example')).toBe('Hola:');
    expect(greeting('Lucía')).toBe('Hola, Lucía:');
  });

  it('signed-in API answers are never stored; anonymous public lists may be', async () => {
    const member = await buildUser(t);
    expect((await member.http.get('/api/users/me')).headers.get('cache-control')).toBe('no-store');
    expect((await member.http.get('/api/categories/list')).headers.get('cache-control')).toBe('no-store');
    expect((await member.http.get('/api/catalogue/stats')).headers.get('cache-control')).toBe('no-store');
    const anonymous = await new HttpClient(t.baseUrl).get('/api/catalogue/stats');
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('two tabs refreshing at once both stay signed in; a late reuse still revokes the family', async () => {
    const member = await buildUser(t);
    const token = member.http.cookies.get('refresh_token') ?? '';
    const tab = () => {
      const h = new HttpClient(t.baseUrl);
      h.cookies.set('refresh_token', token);
      h.cookies.set('XSRF-TOKEN', member.http.cookies.get('XSRF-TOKEN') ?? '');
      return h;
    };
    const [a, b] = [tab(), tab()];
    const [ra, rb] = await Promise.all([
      a.post('/api/users/refresh-token'),
      b.post('/api/users/refresh-token'),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(a.cookies.get('refresh_token')).toBe(b.cookies.get('refresh_token'));
    expect((await b.get('/api/users/me')).status).toBe(200);

    t.clock.advance(11_000);
    try {
      const late = tab();
      expect((await late.post('/api/users/refresh-token')).status).toBe(401);
      expect((await a.post('/api/users/refresh-token')).status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('a presigned upload URL works once', async () => {
    const admin = await buildAdmin(t);
    const presign = await admin.http.post('/api/upload/presign', {
      path: 'audios',
      fileName: 'una-vez.mp3',
      contentType: 'audio/mpeg',
    });
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]);
    expect(presign.status).toBe(200);
    const put = () =>
      fetch(new URL(presign.body.data.url, t.baseUrl), {
        method: 'PUT',
        headers: presign.body.data.headers,
        body: mp3,
      });
    expect((await put()).status).toBe(200);
    // As S3 answers a URL signed with If-None-Match: * once the object exists.
    const second = await put();
    expect(second.status).toBe(412);
    expect(((await second.json()) as { message: string }).message).toBe(es.admin.uploadAlreadyDone);
  });

  it('local mode sends pages opened under another host name to the canonical one', async () => {
    const url = new URL(t.baseUrl);
    const res = await raw('GET', '/panel?x=1', { host: `localhost:${url.port}` });
    expect(res.status).toBe(308);
    const api = await raw('GET', '/api/plans/list', { host: `localhost:${url.port}` });
    expect(api.status).toBe(200);
  });
});
