import type { FastifyInstance } from 'fastify';

/**
 * Local mode is reached as PUBLIC_URL says (http://localhost:3000 by default). A page opened under
 * another name of the same machine (127.0.0.1, a LAN address) is sent to that host first: cookies
 * belong to one host name, and the links the app hands out (checkout return, e-mails) use
 * PUBLIC_URL, so a purchase started elsewhere would come back without its session.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string) {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const host = request.headers.host;
    if (!host || host.toLowerCase() === canonical.host.toLowerCase()) return;
    // API clients and media get what they asked for; pages move to the canonical host.
    if (/^\/(api|cdn|cdn-upload|health)(\/|$|\?)/.test(request.url)) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
}
