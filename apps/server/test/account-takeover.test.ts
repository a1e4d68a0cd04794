import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, latestLinkTo, startTestApp } from './app.js';
import { buildUser, createPerson, signUp } from './factories.js';
import { HttpClient } from './http.js';
import { type MockIdentity, startOidcProvider } from './oidc.js';

/**
 * Someone registers (or starts a trial) with another person's address before that person does,
 * and signs in. When the owner proves the inbox, the pre-registrant's way in must end.
 */
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  idp = await startOidcProvider();
  t = await startTestApp({
    env: { GOOGLE_CLIENT_ID: 'sanarte-web', GOOGLE_CLIENT_SECRET: 'secreto', OIDC_ISSUER: idp.issuer },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

const ATTACKER_PASSWORD = 'Intruso#Clave7';
let counter = 0;
const victimAddress = () => `victima${++counter}_${Date.now()}@example.com`;

const linkFor = (email: string, path: string) => latestLinkTo(t, email, path);

/** The attacker signs up with the victim's address and a password of theirs, and signs in. */
async function preRegistered(email: string) {
  const attacker = new HttpClient(t.baseUrl);
  await signUp(attacker, email, ATTACKER_PASSWORD, { name: 'Intruso', lastName: 'Falso' });
  const login = await attacker.post('/api/users/login', { email, password: ATTACKER_PASSWORD });
  expect(login.status).toBe(200);
  expect((await attacker.get('/api/users/me')).status).toBe(200);
  return attacker;
}

/** The attacker starts a trial with the victim's address and signs in with the trial's grant. */
async function trialPreRegistered(email: string, opts: { signIn?: boolean } = {}) {
  const attacker = new HttpClient(t.baseUrl);
  const reg = await attacker.post('/api/users/trial/register', { name: 'Intruso', lastName: 'Falso', email });
  expect(reg.status).toBe(200);
  if (opts.signIn !== false) {
    const login = await attacker.post('/api/users/login', { email, tempUser: true });
    expect(login.status).toBe(200);
    expect((await attacker.get('/api/users/me')).status).toBe(200);
  }
  return attacker;
}

/** The owner signs in with Google, following the redirects a browser would. */
async function googleSignIn(identity: MockIdentity) {
  idp.setIdentity(identity);
  const owner = new HttpClient(t.baseUrl);
  const start = await owner.get('/api/login-auth/google');
  const back = await fetch(new URL(start.headers.get('location') as string), { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') as string);
  const res = await owner.post('/api/login-auth/google/callback', {
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
  });
  expect(res.status).toBe(200);
  return { owner, user: res.body.user };
}

/** The owner of `email` signs in with Google, which says the address is verified. */
const ownerWithGoogle = (email: string, name: Pick<MockIdentity, 'given_name' | 'family_name'>) =>
  googleSignIn({ sub: `g-${email}`, email, email_verified: true, ...name });

/** A browser signed in with a password. */
async function signedIn(email: string, password: string) {
  const http = new HttpClient(t.baseUrl);
  const login = await http.post('/api/users/login', { email, password });
  expect(login.status).toBe(200);
  return http;
}

/** The owner follows the verification link in a browser of their own: the account is verified. */
async function verifiedElsewhere(email: string) {
  const verify = await new HttpClient(t.baseUrl).post('/api/users/verify', {
    token: (await linkFor(email, '/verify-email')).searchParams.get('token'),
  });
  expect(verify.status).toBe(200);
  expect(verify.body.data.signedIn).toBe(false);
  expect(await accountRow(email)).toMatchObject({ is_verified: true });
}

/** Both of the attacker's cookies are refused: the access token at once, the refresh token too. */
async function expectLockedOut(attacker: HttpClient) {
  expect(attacker.cookies.has('access_token')).toBe(true);
  expect((await attacker.get('/api/users/me')).status).toBe(401);
  expect((await attacker.get('/api/users/validate-token')).status).toBe(401);
  expect((await attacker.post('/api/users/refresh-token')).status).toBe(401);
}

async function accountRow(email: string) {
  const res = (await t.database.db.execute(
    sql`select name, last_name, phone, temp_user, is_verified, password_hash is not null as has_password
          from users where email = ${email}`,
  )) as unknown as {
    rows: {
      name: string;
      last_name: string;
      phone: string;
      temp_user: boolean;
      is_verified: boolean;
      has_password: boolean;
    }[];
  };
  return res.rows[0];
}

describe('the owner proves the inbox with Google', () => {
  it("ends a pre-registrant's sessions and password, and the account takes the owner's name", async () => {
    const email = victimAddress();
    const attacker = await preRegistered(email);

    const { owner, user } = await ownerWithGoogle(email, { given_name: 'Valeria', family_name: 'Ruiz' });
    expect(user).toMatchObject({ email, name: 'Valeria', lastName: 'Ruiz', isVerified: true });

    await expectLockedOut(attacker);
    expect((await attacker.post('/api/users/login', { email, password: ATTACKER_PASSWORD })).status).toBe(
      401,
    );
    expect(await accountRow(email)).toMatchObject({
      name: 'Valeria',
      last_name: 'Ruiz',
      has_password: false,
    });
    expect((await owner.get('/api/users/me')).body.data.user).toMatchObject({ name: 'Valeria' });
  });

  it('ends a pre-registered trial: its session goes, and the owner may use the library and profile', async () => {
    const email = victimAddress();
    const attacker = await trialPreRegistered(email);

    const { owner, user } = await ownerWithGoogle(email, { given_name: 'Marta', family_name: 'Soler' });
    expect(user).toMatchObject({ name: 'Marta', lastName: 'Soler', tempUser: false, isTemporary: false });

    await expectLockedOut(attacker);
    expect((await owner.get('/api/library')).status).toBe(200);
    const profile = await owner.put('/api/users/profile', { name: 'Marta', lastName: 'Soler Vidal' });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ lastName: 'Soler Vidal', tempUser: false });
  });

  it('a trial the owner started becomes a full account when the owner links Google', async () => {
    const email = victimAddress();
    const http = new HttpClient(t.baseUrl);
    await http.post('/api/users/trial/register', { name: 'Nora', lastName: 'Gil', email });
    // The owner verifies the trial, then later signs in with Google.
    await http.post('/api/users/verify', {
      token: (await linkFor(email, '/verify-email')).searchParams.get('token'),
    });
    expect(await accountRow(email)).toMatchObject({ temp_user: true, is_verified: true });
    const { owner, user } = await ownerWithGoogle(email, { given_name: 'Otro', family_name: 'Nombre' });
    // The owner's own name stays; the account is no longer temporary.
    expect(user).toMatchObject({ name: 'Nora', lastName: 'Gil', tempUser: false });
    expect((await owner.get('/api/library')).status).toBe(200);
  });

  it('keeps the password and sessions of an owner who verified in the browser that registered', async () => {
    const email = victimAddress();
    const password = 'Propia#Clave31';
    const device = new HttpClient(t.baseUrl);
    await device.post('/api/users/register', { name: 'Inés', lastName: 'Vega', email, password });
    const verify = await device.post('/api/users/verify', {
      token: (await linkFor(email, '/verify-email')).searchParams.get('token'),
    });
    expect(verify.body.data.signedIn).toBe(true);
    expect((await device.get('/api/users/me')).status).toBe(200);
    // Another device of hers, signed in with that password.
    const laptop = await signedIn(email, password);

    const { user } = await ownerWithGoogle(email, { given_name: 'Otra', family_name: 'Persona' });
    expect(user).toMatchObject({ name: 'Inés', lastName: 'Vega', hasPassword: true });
    expect((await device.get('/api/users/me')).status).toBe(200);
    expect((await laptop.get('/api/users/me')).status).toBe(200);
    expect((await new HttpClient(t.baseUrl).post('/api/users/login', { email, password })).status).toBe(200);
  });

  it("passes Google's names through the name rule: what is not a name is not stored", async () => {
    const email = `carmen.${++counter}@example.com`;
    const attacker = await preRegistered(email);
    const { user } = await ownerWithGoogle(email, {
      given_name: 'Visita https://estafa.example',
      family_name: 'x'.repeat(61),
    });
    // Neither the pre-registrant's name nor the provider's junk: the local part is no name either.
    expect(user).toMatchObject({ name: '', lastName: '' });
    await expectLockedOut(attacker);

    const created = await googleSignIn({
      sub: `g-nuevo-${counter}`,
      email: 'rosa@example.org',
      email_verified: true,
      given_name: '<b>Rosa</b>',
      family_name: '  Díaz-Peña  ',
    });
    expect(created.user).toMatchObject({ name: 'rosa', lastName: 'Díaz-Peña' });
  });
});

describe('the owner proves the inbox with an e-mailed link', () => {
  it("the verification link ends the pre-registrant's sessions", async () => {
    const email = victimAddress();
    const attacker = await preRegistered(email);
    const owner = new HttpClient(t.baseUrl);
    const verify = await owner.post('/api/users/verify', {
      token: (await linkFor(email, '/verify-email')).searchParams.get('token'),
    });
    expect(verify.status).toBe(200);
    await expectLockedOut(attacker);
    expect(await accountRow(email)).toMatchObject({ is_verified: true });
  });

  it("a trial's sign-in link ends the pre-registrant's session and the grant not used yet", async () => {
    const email = victimAddress();
    const attacker = await trialPreRegistered(email);
    const lurked = victimAddress();
    const lurker = await trialPreRegistered(lurked, { signIn: false });

    const owner = new HttpClient(t.baseUrl);
    await owner.post('/api/users/trial/continue', { email });
    const signIn = await owner.post('/api/users/verify', {
      token: (await linkFor(email, '/verify-email')).searchParams.get('token'),
    });
    expect(signIn.body.data.signedIn).toBe(true);
    expect((await owner.get('/api/users/me')).status).toBe(200);
    await expectLockedOut(attacker);

    // The other address: its owner follows the verification link before the trial's browser
    // used its one passwordless sign-in; that sign-in is gone too.
    await new HttpClient(t.baseUrl).post('/api/users/verify', {
      token: (await linkFor(lurked, '/verify-email')).searchParams.get('token'),
    });
    expect((await lurker.post('/api/users/login', { email: lurked, tempUser: true })).status).toBe(401);
  });

  it("a reset link ends the pre-registrant's sessions and password", async () => {
    const email = victimAddress();
    const attacker = await preRegistered(email);
    const owner = new HttpClient(t.baseUrl);
    await owner.post('/api/users/reset-password-email', { email });
    const token = (await linkFor(email, '/reset-password')).searchParams.get('token');
    expect(
      (await owner.post('/api/users/reset-password', { token, newPassword: 'Dueña#Calma26' })).status,
    ).toBe(200);
    await expectLockedOut(attacker);
    expect((await attacker.post('/api/users/login', { email, password: ATTACKER_PASSWORD })).status).toBe(
      401,
    );
    expect(await accountRow(email)).toMatchObject({ is_verified: true, temp_user: false });
  });
});

describe("a password nobody showed to be the owner's goes when the owner proves the inbox with Google", () => {
  it('the pre-registrant who signed in again after the owner verified elsewhere is locked out', async () => {
    const email = victimAddress();
    const attacker = await preRegistered(email);
    await verifiedElsewhere(email);
    await expectLockedOut(attacker);
    // The link could not tell who typed the password: it still opens the, now verified, account.
    const again = await signedIn(email, ATTACKER_PASSWORD);
    expect((await again.get('/api/users/me')).body.data.user).toMatchObject({ isVerified: true });

    const { owner, user } = await ownerWithGoogle(email, { given_name: 'Julia', family_name: 'Prado' });
    expect(user).toMatchObject({ name: 'Julia', lastName: 'Prado', hasPassword: false });

    await expectLockedOut(again);
    expect((await again.post('/api/users/login', { email, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect(await accountRow(email)).toMatchObject({ name: 'Julia', last_name: 'Prado', has_password: false });
    expect((await owner.get('/api/users/me')).status).toBe(200);
  });

  it("changing an unproven password does not make it the owner's", async () => {
    const email = victimAddress();
    await preRegistered(email);
    await verifiedElsewhere(email);
    const attacker = await signedIn(email, ATTACKER_PASSWORD);
    const changed = 'Intruso#Nueva8';
    const update = await attacker.put('/api/users/update-password', {
      currentPassword: ATTACKER_PASSWORD,
      newPassword: changed,
    });
    expect(update.status).toBe(200);
    expect((await attacker.get('/api/users/me')).status).toBe(200);

    await ownerWithGoogle(email, { given_name: 'Sara' });
    await expectLockedOut(attacker);
    expect((await attacker.post('/api/users/login', { email, password: changed })).status).toBe(401);
  });

  it("a password set through a reset link is the owner's: linking Google keeps it and its sessions", async () => {
    const email = victimAddress();
    await preRegistered(email);
    await verifiedElsewhere(email);
    const owner = new HttpClient(t.baseUrl);
    await owner.post('/api/users/reset-password-email', { email });
    const token = (await linkFor(email, '/reset-password')).searchParams.get('token');
    const password = 'Dueña#Calma26';
    expect((await owner.post('/api/users/reset-password', { token, newPassword: password })).status).toBe(
      200,
    );
    const device = await signedIn(email, password);

    const { user } = await ownerWithGoogle(email, { given_name: 'Eva' });
    expect(user).toMatchObject({ hasPassword: true });
    expect((await device.get('/api/users/me')).status).toBe(200);
    expect((await new HttpClient(t.baseUrl).post('/api/users/login', { email, password })).status).toBe(200);
  });

  it("a password staff set on an account they created is the owner's", async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const email = victimAddress();
    const password = 'Equipo#Sereno42';
    const created = await createPerson(admin.http, 'visitor', 'Lola', 'Ramos', email, { password });
    expect(created.status).toBe(201);
    const device = await signedIn(email, password);

    const { user } = await ownerWithGoogle(email, { given_name: 'Otra' });
    expect(user).toMatchObject({ name: 'Lola', hasPassword: true });
    expect((await device.get('/api/users/me')).status).toBe(200);
  });
});
