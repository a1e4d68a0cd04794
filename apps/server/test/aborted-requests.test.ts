// A request whose client goes away mid-way is not an error of the server: nobody can write ERROR
// lines into the log by closing a socket (a DELETE with a body and no length, sent chunked or cut
// short, then closed while the hooks run). Such requests are logged at a low level, and the app
// answers the next request as usual. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { testAppForFile } from './app.js';
import { buildUser } from './factories.js';
import { jsonLogSink } from './log-sink.js';

/** Every JSON log line the app wrote. */
const { stream: logStream, lines } = jsonLogSink();

// Behind a proxy, as in production: the client's address comes from X-Forwarded-For.
const t = testAppForFile({ env: { LOG_LEVEL: 'debug', TRUST_PROXY: 'true' }, logStream });

/**
 * Sends `head` and `body` on a raw socket and closes it at once, without reading any answer (the
 * client went away): resolves once the socket is closed.
 */
function sendAndClose(head: string, body: string): Promise<void> {
  const port = Number(new URL(t.baseUrl).port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head + body);
      socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Whether a log line is about a request (by the method and path it names). */
const about = (line: (typeof lines)[number], path: string) => JSON.stringify(line).includes(path);

describe('a client that closes its socket mid-request', () => {
  it('writes no line at error level (50) or above, and the app still answers', async () => {
    const u = await buildUser(t);
    await u.http.ensureXsrf();
    const cookie = u.http.cookieHeader();
    const xsrf = u.http.cookies.get('XSRF-TOKEN') ?? '';
    const path = '/api/users/me';
    const from = lines.length;
    const common = `Host: 127.0.0.1\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${xsrf}\r\nContent-Type: application/json\r\n`;
    for (let i = 0; i < 4; i++) {
      // A chunked body cut short; a chunked body never sent; a body with neither length nor chunking
      // (HTTP reads the DELETE as bodiless and the rest as garbage). Each socket then closed.
      const chunked = `DELETE ${path} HTTP/1.1\r\n${common}Transfer-Encoding: chunked\r\n\r\n`;
      await sendAndClose(chunked, '10\r\n{"pass');
      await sendAndClose(chunked, '');
      await sendAndClose(`DELETE ${path} HTTP/1.1\r\n${common}\r\n`, '{"password":"x"}');
    }
    // Every one of them ends: in an answer nobody reads, or logged as cut short, at info level.
    const ENDS = [
      'request completed',
      'request aborted by the client',
      'request failed after the client went away',
    ];
    await vi.waitFor(
      () => {
        expect(lines.slice(from).filter((l) => l.level >= 50)).toEqual([]);
        const mine = lines.slice(from).filter((l) => l.msg === 'incoming request' && about(l, path));
        expect(mine).toHaveLength(12);
        for (const { reqId } of mine) {
          expect(
            lines.some((l) => l.reqId === reqId && ENDS.includes(l.msg ?? '')),
            String(reqId),
          ).toBe(true);
        }
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(lines.slice(from).filter((l) => l.msg === 'request aborted by the client')).not.toHaveLength(0);
    const loud = lines.slice(from).filter((l) => l.level >= 50);
    expect(loud).toEqual([]);
    // The account is still there and the app answers as usual.
    const me = await u.http.get('/api/users/me');
    expect(me.status).toBe(200);
    expect((await fetch(`${t.baseUrl}/health`)).status).toBe(200);
  });
});
