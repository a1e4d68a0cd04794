import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP's minimum recommendation). Algorithm 2 = Argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as Parameters<typeof hash>[1]);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A fixed hash to verify against when the e-mail is unknown, so timing reveals nothing. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('dummy-password-for-timing-Equalisation!');
  return dummy;
}
