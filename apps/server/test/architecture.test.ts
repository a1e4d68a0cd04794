import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape, checked on its source so it stays true: route → service → repository →
 * presenter in every module; only repositories touch the database, each only its own tables; no
 * module reaches back into app.ts.
 */
const MODULES = path.resolve(import.meta.dirname, '../src/modules');

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
  consents: 'privacy',
  auditLog: 'privacy',
  userTally: 'users',
  paymentTally: 'payments',
  subscriptionTally: 'subscriptions',
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
  consents: 'consents',
  audit_log: 'auditLog',
  user_tally: 'userTally',
  payment_tally: 'paymentTally',
  subscription_tally: 'subscriptionTally',
};

/**
 * The one read model that reads other modules' tables in its SQL, and why
 * (docs/decisions/009-back-office-read-model.md): the back-office people list filters, sorts and
 * pages 1,000,000 customers by subscription state and test count in one indexed statement.
 */
const READ_MODELS: Record<string, string[]> = {
  'users/users.admin.repository.ts': ['subscriptions', 'testResults'],
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

/** Every `import … from '…'` of a file: what it names and where from. */
function imports(source: string): { names: string[]; from: string }[] {
  const found: { names: string[]; from: string }[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = (m[2] ?? '')
      .replace(/[{}]/g, '')
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean);
    found.push({ names, from: m[3] ?? '' });
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
});
