// Open-loop paced load: requests sent at evenly spaced moments (`rate` per second) over keep-alive
// connections, each request's latency counted from the moment it was due, whether or not a
// connection was free then (so a server that falls behind is charged for the queue it causes).
//
// autocannon's `-R` is a per-second budget: every connection fires back to back until its share
// of the second is spent and then idles until the next second, so for most of each second the
// server sees a closed loop at saturation. This measures the wait at a steady load instead.
//
//   import { paced } from './paced.mjs';
//   const r = await paced('http://127.0.0.1:3000/api/plans/list', { rate: 3000, seconds: 20 });
//   // { rate, sent, answered, rps, p50, p99, errors, non2xx }
//
// Requests other than one fixed GET (a POST with a body, headers of its own for each request) come
// from a module named by `requests: { module, spec }`: its `create(spec)` returns an object whose
// `request()` gives the next request ({ method, path, headers, body, context }), whose
// `response(context, status, body)` hears each answer, and whose `result()` is returned as
// `requests` in the result (bench/playback-reports.mjs is one).
//
//   const r = await paced(base, { rate: 500, seconds: 20, requests: { module: '/abs/reports.mjs', spec } });
//
// It runs in its own process (forked), so the generator does not share an event loop with anything.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { percentile, pin } from './lib.mjs';

/** `cpu`: the one core the generator runs on (see `pin` in lib.mjs); unset, any. */
export async function paced(url, { rate, seconds = 20, connections = 50, headers = {}, requests, cpu }) {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The result of a request module (every accepted report, say) can be large.
    serialization: 'advanced',
  });
  if (cpu !== undefined) pin(child.pid, cpu);
  child.send({ url, rate, seconds, connections, headers, requests });
  const [result] = await once(child, 'message');
  await once(child, 'exit');
  return result;
}

/** Reads HTTP/1.1 responses off one socket: calls `done(status, body)` at the end of each. */
function responseReader(done) {
  let buf = Buffer.alloc(0);
  let need = -1; // bytes of the current response still to come once its head is read
  let status = 0;
  let chunked = false;
  return (data) => {
    buf = buf.length ? Buffer.concat([buf, data]) : data;
    for (;;) {
      if (need < 0) {
        const end = buf.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = buf.subarray(0, end).toString('latin1');
        status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        chunked = !length && /\r\ntransfer-encoding:\s*chunked/i.test(head);
        need = length ? Number(length[1]) : 0;
        buf = buf.subarray(end + 4);
      }
      let body;
      if (chunked) {
        const end = buf.indexOf('\r\n0\r\n\r\n');
        const atStart = buf.subarray(0, 5).toString('latin1') === '0\r\n\r\n';
        if (end === -1 && !atStart) return;
        body = buf.subarray(0, atStart ? 0 : end + 2); // the chunks as sent (sizes included)
        buf = buf.subarray(atStart ? 5 : end + 7);
      } else {
        if (buf.length < need) return;
        body = buf.subarray(0, need);
        buf = buf.subarray(need);
      }
      need = -1;
      done(status, body);
    }
  };
}

/** One HTTP/1.1 request, keep-alive, with a content-length when it has a body. */
function encode(method, target, host, headers, body) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const head = `${method} ${target} HTTP/1.1\r\nhost: ${host}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}${payload ? `content-length: ${payload.length}\r\n` : ''}connection: keep-alive\r\n\r\n`;
  return payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1');
}

async function child({ url, rate, seconds, connections, headers, requests }) {
  const u = new URL(url);
  const fixed = encode('GET', `${u.pathname}${u.search}`, u.host, headers);
  const generator = requests ? (await import(requests.module)).create(requests.spec) : undefined;
  /** The bytes of the next request, and what its answer is handed to (generated requests). */
  const next = () => {
    if (!generator) return { bytes: fixed };
    const r = generator.request();
    return {
      bytes: encode(r.method, r.path, u.host, { ...headers, ...r.headers }, r.body),
      context: r.context,
    };
  };
  const idle = [];
  const due = []; // moments (ms) of requests due while every connection was busy
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  let inFlight = 0;
  let lastAnswer = 0;
  const send = (socket, at) => {
    const { bytes, context } = next();
    socket.dueAt = at;
    socket.context = context;
    socket.busy = true;
    inFlight++;
    socket.write(bytes);
  };
  const sockets = new Set();
  let finished = false;
  /**
   * Opens one keep-alive connection. A server may close a connection (an idle one, after its
   * keep-alive timeout: node:http's is 5 s): it is replaced by a new one, and a request that was
   * on it unanswered counts as an error.
   */
  const open = async () => {
    const socket = net.connect(Number(u.port), u.hostname);
    socket.setNoDelay(true);
    socket.on('error', () => {}); // 'close' follows
    socket.on('close', () => {
      sockets.delete(socket);
      const i = idle.indexOf(socket);
      if (i >= 0) idle.splice(i, 1);
      if (socket.busy) {
        socket.busy = false;
        inFlight--;
        errors++;
      }
      if (!finished)
        open().then(
          (s) => (due.length ? send(s, due.shift()) : idle.push(s)),
          () => {},
        );
    });
    await once(socket, 'connect');
    sockets.add(socket);
    socket.on(
      'data',
      responseReader((status, body) => {
        lastAnswer = performance.now();
        latencies.push(lastAnswer - socket.dueAt);
        socket.busy = false;
        inFlight--;
        if (status < 200 || status >= 300) non2xx++;
        generator?.response(socket.context, status, body.toString('utf8'));
        if (due.length) send(socket, due.shift());
        else idle.push(socket);
      }),
    );
    return socket;
  };
  // Idle connections are taken oldest first, so every one is used and none idles long.
  idle.push(...(await Promise.all(Array.from({ length: connections }, open))));
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const at = start + sent * interval;
        sent++;
        const socket = idle.shift();
        if (socket) send(socket, at);
        else due.push(at);
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - now)));
      else resolve();
    };
    tick();
  });
  // What is still queued or in flight gets up to 10 s to be answered.
  const deadline = performance.now() + 10_000;
  while ((inFlight > 0 || due.length > 0) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  const unanswered = inFlight + due.length;
  finished = true;
  for (const s of sockets) s.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    sent,
    answered: latencies.length,
    // Answers per second until the last one: below `rate` when the server fell behind.
    rps: latencies.length / Math.max((lastAnswer - start) / 1000, seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: errors + unanswered,
    non2xx,
    ...(generator ? { requests: generator.result() } : {}),
  };
}

if (process.argv[2] === '--child') {
  process.once('message', async (opts) => {
    const result = await child(opts);
    process.send(result, () => process.exit(0));
  });
}
