import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { deriveKey } from '../../lib/crypto.js';

/** Cookies, signed with a key derived from APP_SECRET (sessions, grants, the known-device mark). */
export async function cookies(app: FastifyInstance, config: Config) {
  await app.register(fastifyCookie, { secret: deriveKey(config.appSecret, 'cookie') });
}
