import { es, mediaFile } from '@sanarte/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OpenFile, readNow, readableNow } from '../../adapters/storage/open-files.js';
import { responses } from '../../lib/responses.js';
import { routes } from '../../lib/route-options.js';
import { mediaHeaders } from './cdn.presenter.js';
import { type CdnService, parseRange } from './cdn.service.js';

export interface CdnRoutesDeps {
  /** Null when media live in S3 (its own URLs serve them). */
  cdn: CdnService | null;
}

/** Ranges up to this size are read into memory at once; longer ones are streamed. */
const DIRECT_READ_MAX = 512 * 1024;

/**
 * /cdn/<key> for local storage: images are public; every other file (audio) needs a valid,
 * unexpired signature. Range requests answer 206 so players can seek. The common request is
 * answered before it reaches Fastify, the same way (plugins/app/cdn-fast-path.ts).
 */
export const cdnRoutes = routes(async (app, deps: CdnRoutesDeps) => {
  const cdn = deps.cdn;
  if (!cdn) return;

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const { file, isPublic, contentType } = await cdn.open(
      (req.params as { '*'?: string })['*'] ?? '',
      req.query as { exp?: string; sig?: string },
    );
    let handedOver = false;
    try {
      handedOver = await answer(req, reply, contentType, isPublic, file);
    } finally {
      if (!handedOver) file.release();
    }
    return reply;
  };

  /** Sends the file or the range; true when a stream took the handle (it releases it). */
  const answer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    type: string,
    isPublic: boolean,
    file: OpenFile,
  ): Promise<boolean> => {
    const range = parseRange(req.headers.range, file.size);
    if (range === 'invalid') {
      reply.header('content-range', `bytes */${file.size}`);
      reply.status(416).send({ success: false, message: es.errors.invalidInput });
      return false;
    }
    reply.headers(mediaHeaders(type, isPublic, file));

    if (req.method === 'HEAD') {
      reply.header('content-length', file.size);
      reply.status(200).send();
      return false;
    }
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    const length = Math.max(0, end - start + 1);
    if (range) {
      reply.status(206);
      reply.header('content-range', `bytes ${start}-${end}/${file.size}`);
    }
    reply.header('content-length', length);
    // What a player asks for while seeking: a slice of the file in memory, or one positional read.
    if (readableNow(file, length)) {
      reply.send(readNow(file, start, length));
      return false;
    }
    if (length <= DIRECT_READ_MAX) {
      // A longer range is read on the thread pool, so the event loop never waits long for a slow disk.
      const body = Buffer.allocUnsafe(length);
      let read = 0;
      while (read < length) {
        const { bytesRead } = await file.handle.read(body, read, length - read, start + read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      reply.send(read === length ? body : body.subarray(0, read));
      return false;
    }
    const stream = file.handle.createReadStream({ start, end, autoClose: false });
    stream.once('close', file.release);
    reply.send(stream);
    return true;
  };

  app.get(
    '/cdn/*',
    {
      schema: {
        summary: 'Stream a stored media file (range requests)',
        response: responses({ 200: mediaFile, 206: mediaFile.describe('the asked byte range') }),
      },
    },
    serve,
  );
});
