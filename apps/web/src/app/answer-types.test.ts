/// <reference types="node" />
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes the API's answer types from the shared contracts (packages/shared/src/answers)
 * that the server serializes with: none is written by hand here, so the two cannot drift apart.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('answer types', () => {
  const files = sources(SRC).map((f) => ({ file: path.relative(SRC, f), text: readFileSync(f, 'utf8') }));

  it('has the app to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('writes no answer envelope by hand (`success: boolean`)', () => {
    const offenders = files.filter((f) => /\bsuccess\??:\s*boolean\b/.test(f.text)).map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('types every answer it reads with a shared contract, not an inline shape', () => {
    const offenders = files
      .filter((f) => /transformResponse:\s*\(\s*answer\??\s*:\s*\{/.test(f.text))
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });

  it('uses the shared session user and back-office records', () => {
    const handWritten =
      /export\s+(interface|type)\s+(SessionUser|UserSubscription|AdminUser|PaymentRecord|MediaItem|MediaFolder|Library|DashboardStats)\b\s*[={]/;
    expect(files.filter((f) => handWritten.test(f.text)).map((f) => f.file)).toEqual([]);
  });
});
