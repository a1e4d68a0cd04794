import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants as zlib, brotliCompress, gzip as gzipCallback } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The web build next to the server (in the repository or in the built server's tree), if any. */
export function defaultWebDist(): string | null {
  const candidates = [
    path.resolve(import.meta.dirname, '../../../../web/dist'),
    path.resolve(import.meta.dirname, '../../web/dist'),
    path.resolve(import.meta.dirname, '../../../apps/web/dist'),
  ];
  return candidates.find((p) => existsSync(path.join(p, 'index.html'))) ?? null;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

export type SendIndex = (reply: FastifyReply) => unknown;

/**
 * The built web app: hashed assets cached for a year and sent from the Brotli/gzip copies the web
 * build wrote beside them (@fastify/static picks the copy the client accepts); index.html never
 * cached. The tag manager's id, when configured, reaches the page as a meta tag, so the index is
 * compressed once at start (Brotli at its best quality) and sent in the coding the client prefers.
 * Answers the function that sends the index, for the client routes of the app.
 */
export async function webApp(
  app: FastifyInstance,
  root: string,
  gtmId: string | undefined,
): Promise<SendIndex> {
  const raw = await readFile(path.join(root, 'index.html'), 'utf8');
  const indexHtml = gtmId ? raw.replace('</head>', `<meta name="gtm-id" content="${gtmId}"></head>`) : raw;

  const encoded = {
    br: await brotli(indexHtml, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: await gzip(indexHtml, { level: 9 }),
  };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });

  const sendIndex: SendIndex = (reply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const coding = negotiate(reply.request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (coding === 'br' || coding === 'gzip')
      return reply.header('content-encoding', coding).send(encoded[coding]);
    return reply.send(indexHtml);
  };
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  return sendIndex;
}
