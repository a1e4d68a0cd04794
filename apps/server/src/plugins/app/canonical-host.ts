import { es } from '@sanarte/shared';
import type { FastifyInstance } from 'fastify';
import { matchedRoute } from './security.js';

/** The loopback names a browser on this machine may use, on any port. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A Host header as the browser meant it (lower-case, the scheme's default port left out), or
 * null when it is not a bare host[:port].
 */
function parseHost(value: string | undefined, protocol: string) {
  if (!value) return null;
  try {
    const u = new URL(`${protocol}//${value}`);
    if (u.username || u.password || u.pathname !== '/' || u.search || u.hash) return null;
    return { host: u.host, hostname: u.hostname };
  } catch {
    return null;
  }
}

/**
 * Local mode is reached as PUBLIC_URL says (http://localhost:3000 by default).
 *
 * - **Foreign host names are refused.** A request whose Host is neither PUBLIC_URL's host[:port] nor
 *   a loopback name (`localhost`, `127.0.0.1`, `[::1]`, on any port: Vite's dev server forwards
 *   its own) gets 421 before anything else runs, when it is for `/api` or `/dev` or is not a plain
 *   read. A web page of another site that makes its own name resolve to 127.0.0.1 (DNS rebinding)
 *   sends its own name as Host, so it can neither read the outbox's sign-in links nor drive the
 *   local tools; no site can make a browser send a loopback name as Host. To reach local mode from
 *   another device, set PUBLIC_URL to the address it uses.
 * - **Pages opened under another name** (127.0.0.1 for localhost, say) are sent to that host first:
 *   cookies belong to one host name, and the links the app hands out (checkout return, e-mails)
 *   use PUBLIC_URL, so a purchase started elsewhere would come back without its session.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string) {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    const host = parseHost(request.headers.host, canonical.protocol);
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!host || (host.host !== canonical.host && !LOOPBACK.has(host.hostname))) {
      const tools = /^\/(api|dev)(\/|$)/;
      if (!read || tools.test(matchedRoute(request) ?? '') || /^\/(api|dev)(\/|$|\?)/i.test(request.url)) {
        return reply.status(421).send({ success: false, message: es.errors.foreignHost });
      }
    }
    if (!read || !host || host.host === canonical.host) return;
    // API clients and media get what they asked for; pages move to the canonical host.
    if (/^\/(api|cdn|cdn-upload|health)(\/|$|\?)/.test(request.url)) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
}
