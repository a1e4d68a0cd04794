import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape, checked on its source so it stays true: route → service → repository →
 * presenter in every module; only repositories touch the database, each only its own tables; no
 * module reaches back into app.ts; presenters are pure; services are built once, in order, with no
 * cycle between them; the cross-cutting plugins reach the modules only through their services and
 * presenters.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const MODULES = path.join(SRC, 'modules');

/** Which module owns each table: only that module's repositories may import it. */
const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'auth',
  emailTokens: 'auth',
  testResults: 'wellbeing',
  categories: 'catalogue',
  themes: 'catalogue',
  audios: 'catalogue',
  plans: 'plans',
  payments: 'payments',
  paymentEvents: 'payments',
  paymentDisputes: 'payments',
  paymentCustomers: 'payments',
  subscriptions: 'subscriptions',
  listeningDays: 'stats',
  listeningAudioDays: 'stats',
  playbackPositions: 'stats',
  playbackReports: 'stats',
  listeningWatermarks: 'stats',
  contactMessages: 'contact',
  mailOutbox: 'mail',
  savedAudios: 'library',
  releaseAnnouncements: 'catalogue',
  notificationPreferences: 'users',
  pushSubscriptions: 'users',
  consents: 'privacy',
  auditLog: 'privacy',
  userTally: 'users',
  paymentTally: 'payments',
  subscriptionTally: 'subscriptions',
  promotionCodes: 'promotions',
  reportMonths: 'reports',
  audioReach: 'stats',
};

/** Table names as SQL writes them, for the repositories' raw SQL. */
const SQL_TABLES: Record<string, string> = {
  users: 'users',
  sessions: 'sessions',
  email_tokens: 'emailTokens',
  test_results: 'testResults',
  categories: 'categories',
  themes: 'themes',
  audios: 'audios',
  plans: 'plans',
  payments: 'payments',
  payment_events: 'paymentEvents',
  payment_disputes: 'paymentDisputes',
  payment_customers: 'paymentCustomers',
  subscriptions: 'subscriptions',
  listening_days: 'listeningDays',
  listening_audio_days: 'listeningAudioDays',
  playback_positions: 'playbackPositions',
  playback_reports: 'playbackReports',
  listening_watermarks: 'listeningWatermarks',
  contact_messages: 'contactMessages',
  mail_outbox: 'mailOutbox',
  saved_audios: 'savedAudios',
  release_announcements: 'releaseAnnouncements',
  notification_preferences: 'notificationPreferences',
  push_subscriptions: 'pushSubscriptions',
  consents: 'consents',
  audit_log: 'auditLog',
  user_tally: 'userTally',
  payment_tally: 'paymentTally',
  subscription_tally: 'subscriptionTally',
  promotion_codes: 'promotionCodes',
  report_months: 'reportMonths',
  audio_reach: 'audioReach',
};

/**
 * The read models that read other modules' tables in their SQL, and why
 * (docs/decisions/009-back-office-read-model.md): the back-office people list filters, sorts and
 * pages 1,000,000 customers by subscription state and test count in one indexed statement.
 */
const READ_MODELS: Record<string, string[]> = {
  'users/users.admin.repository.ts': ['subscriptions', 'testResults'],
  // A promotion code's report: its uses and the revenue of the purchases made with it (decision 056).
  'promotions/promotions.repository.ts': ['payments'],
  // The owner's monthly reports: computed from subscriptions, payments and accounts, kept per month.
  'reports/reports.repository.ts': ['subscriptions', 'payments', 'users'],
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const files = walk(MODULES).map((file) => ({
  file: path.relative(MODULES, file),
  module: path.relative(MODULES, file).split(path.sep)[0] ?? '',
  source: readFileSync(file, 'utf8'),
}));

/** The files outside the modules that wire or serve them: app.ts and the plugins. */
const wiring = [path.join(SRC, 'app.ts'), ...walk(path.join(SRC, 'plugins'))].map((file) => ({
  file: path.relative(SRC, file),
  source: readFileSync(file, 'utf8'),
}));

/** A relative import of `from` (a file under src/) as a path under src/, without its extension. */
const resolved = (from: string, spec: string) =>
  path.relative(SRC, path.resolve(path.dirname(path.join(SRC, from)), spec)).replace(/\.js$/, '');

/** Every `import … from '…'` of a file: what it names, where from, and whether only types. */
function imports(source: string): { names: string[]; from: string; typeOnly: boolean }[] {
  const found: { names: string[]; from: string; typeOnly: boolean }[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const parts = (m[2] ?? '')
      .replace(/[{}]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const names = parts.map((n) => n.replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '');
    const typeOnly = Boolean(m[1]) || parts.every((n) => n.startsWith('type '));
    found.push({ names, from: m[3] ?? '', typeOnly });
  }
  return found;
}

const touchesDatabase = (from: string) =>
  from === 'drizzle-orm' || from.startsWith('drizzle-orm/') || /db\/(schema|client)/.test(from);

describe('the server keeps its shape', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('names no module "tests" (the word belongs to test files)', () => {
    expect(readdirSync(MODULES)).not.toContain('tests');
  });

  it('lets no module import app.ts', () => {
    const offenders = files.filter((f) => imports(f.source).some((i) => /(^|\/)app\.js$/.test(i.from)));
    expect(offenders.map((f) => f.file)).toEqual([]);
  });

  it('lets only repositories touch the database (no SQL in routes, services or presenters)', () => {
    const offenders = files
      .filter((f) => !f.file.endsWith('.repository.ts'))
      .filter((f) =>
        imports(f.source).some(
          (i) =>
            touchesDatabase(i.from) &&
            !(i.from.endsWith('db/client.js') && i.names.every((n) => n === 'Db' || n === 'Database')),
        ),
      )
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it("lets a repository touch only its own module's tables", () => {
    const problems: string[] = [];
    for (const f of files.filter((x) => x.file.endsWith('.repository.ts'))) {
      for (const i of imports(f.source).filter((x) => /db\/schema/.test(x.from))) {
        for (const table of i.names) {
          const owner = TABLE_OWNERS[table];
          if (owner && owner !== f.module) problems.push(`${f.file} imports ${table} (owned by ${owner})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps a repository's raw SQL on its own tables (read models named above)", () => {
    const problems: string[] = [];
    for (const f of files.filter((x) => x.file.endsWith('.repository.ts'))) {
      const allowed = new Set(READ_MODELS[f.file] ?? []);
      for (const m of f.source.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)) {
        const table = SQL_TABLES[(m[1] ?? '').toLowerCase()];
        if (!table) continue;
        const owner = TABLE_OWNERS[table];
        if (owner && owner !== f.module && !allowed.has(table)) {
          problems.push(`${f.file} reads ${m[1]} in SQL (owned by ${owner})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every route file its own dependency type', () => {
    const offenders = files
      .filter((f) => f.file.endsWith('.routes.ts'))
      .filter((f) => !/export interface \w+Deps\b/.test(f.source))
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('keeps presenters pure: they take rows, and call no service, repository, adapter or database', () => {
    const offenders = files
      .filter((f) => f.file.endsWith('.presenter.ts'))
      .flatMap((f) =>
        imports(f.source)
          .filter(
            (i) =>
              !i.typeOnly &&
              (touchesDatabase(i.from) ||
                /\.(service|repository|routes)\.js$/.test(i.from) ||
                i.from.includes('/adapters/')),
          )
          .map((i) => `${f.file} imports ${i.from}`),
      );
    expect(offenders).toEqual([]);
  });

  it("adds to a presenter's fresh result with extend(), never by spreading it into a copy (decision 027)", () => {
    const offenders = files
      .filter((f) => /\{\s*\.\.\.present[A-Z]\w*\(/.test(f.source))
      .map((f) => `${f.file}: use extend(present…(…), { … }) from lib/extend.ts`);
    expect(offenders).toEqual([]);
  });

  it('has no cycle between services (each can be built after what it needs)', () => {
    const needs = new Map<string, string[]>();
    for (const f of files.filter((x) => x.file.endsWith('.service.ts'))) {
      const own = path.join('modules', f.file).replace(/\.ts$/, '');
      needs.set(
        own,
        imports(f.source)
          .filter((i) => i.from.startsWith('.') && i.from.endsWith('.service.js'))
          .map((i) => resolved(`${own}.ts`, i.from)),
      );
    }
    const cycles = new Set<string>();
    const visit = (service: string, trail: string[]) => {
      for (const next of needs.get(service) ?? []) {
        if (trail.includes(next)) cycles.add([...trail.slice(trail.indexOf(next))].sort().join(' ⇄ '));
        else visit(next, [...trail, next]);
      }
    };
    for (const service of needs.keys()) visit(service, [service]);
    expect([...cycles]).toEqual([]);
  });

  it('builds each service once in the composition root: no variable or holder filled in later', () => {
    const root = files.find((f) => f.file === 'index.ts')?.source ?? '';
    expect(root.match(/^\s*(let\s|var\s|[\w.]+\.\w+\s*=[^=>]).*$/gm) ?? []).toEqual([]);
  });

  it('lets app.ts and the plugins reach a module only through its services, presenters and auth plugin', () => {
    const offenders = wiring.flatMap((w) =>
      imports(w.source)
        .filter((i) => i.from.startsWith('.'))
        .map((i) => resolved(w.file, i.from))
        .filter((target) => target.startsWith('modules/') && target !== 'modules/index')
        .filter((target) => !/\.(service|presenter|plugin)$/.test(target))
        .map((target) => `${w.file} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps app.ts to wiring: under 150 lines, the Fastify instance built in plugins/app/http-server.ts', () => {
    const app = readFileSync(path.join(SRC, 'app.ts'), 'utf8');
    expect(app.split('\n').length).toBeLessThan(150);
    expect(imports(app).map((i) => i.from)).not.toContain('fastify-type-provider-zod');
    expect(app).not.toMatch(/\bFastify\(/);
  });
});
