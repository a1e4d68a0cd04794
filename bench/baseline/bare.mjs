// What both baseline servers (server.mjs, playback.mjs) do alike: verify the session's access token
// as the app does, answer JSON, and run as a child of the benchmark (ready message, SIGTERM).
import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';

const accessKey = new TextEncoder().encode(
  createHmac('sha256', process.env.APP_SECRET ?? '')
    .update('sanarte:access-jwt')
    .digest('base64url'),
);

/**
 * The claims of the request's access-token cookie (HS256, audience sanarte, as the app checks it),
 * or null when there is none or it does not verify.
 */
export async function verifiedSession(req) {
  const token = /(?:^|;\s*)access_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!token) return null;
  try {
    return (await jwtVerify(token, accessKey, { algorithms: ['HS256'], audience: 'sanarte' })).payload;
  } catch {
    return null;
  }
}

/** Answers 200 with `answer` as JSON, its length declared. */
export function sendJson(res, answer) {
  const body = JSON.stringify(answer);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Listens on PORT (the benchmark waits for «ready»), and closes the server and `pool` on SIGTERM. */
export function serve(server, pool) {
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}
