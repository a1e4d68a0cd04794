// What a request costs the database alone: a PostgreSQL wire-protocol relay between the server
// and the database that records every statement the server runs (its SQL text and parameters,
// from the protocol's Parse and Bind messages, or a simple Query), with when it was sent and when
// the database answered. `floorOf` then runs the same statements straight through `pg`, as they
// ran (statements that overlapped in time run concurrently, the others in order), and times them:
// the floor our layers add to.
//
//   const relay = await startSqlRelay(databaseUrl);       // point the server at relay.url
//   relay.record(true); await fetch(...); relay.record(false);
//   const statements = relay.take();
//   const { p50, p95 } = await floorOf(pool, statements, { n: 40 });
import { connect, createServer } from 'node:net';
import { percentile } from './lib.mjs';

/** Reads one cstring from `buf` at `at`: [string, next offset]. */
function cstring(buf, at) {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
}

/** Splits a byte stream into protocol messages (type byte + int32 length), after `skip` bytes. */
function messageReader(onMessage, { startup = false } = {}) {
  let pending = Buffer.alloc(0);
  let inStartup = startup;
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (inStartup) {
        // The startup packet (and an SSLRequest) has no type byte.
        if (pending.length < 4) return;
        const len = pending.readInt32BE(0);
        if (pending.length < len) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(len);
        // 80877103: SSLRequest, answered 'N' by the server; the real startup packet follows.
        if (code !== 80877103) inStartup = false;
        continue;
      }
      if (pending.length < 5) return;
      const len = pending.readInt32BE(1);
      if (pending.length < len + 1) return;
      onMessage(String.fromCharCode(pending[0]), pending.subarray(5, len + 1));
      pending = pending.subarray(len + 1);
    }
  };
}

/** A relay on 127.0.0.1 in front of the database of `databaseUrl`; `url` is the address to use. */
export async function startSqlRelay(databaseUrl) {
  const target = new URL(databaseUrl);
  const host = target.hostname;
  const port = Number(target.port || 5432);
  let recording = false;
  let taken = [];
  let nextConnection = 0;

  const server = createServer((client) => {
    const connection = nextConnection++;
    const upstream = connect(port, host);
    // As the pg driver's own socket: no Nagle delay, or an answer written in two pieces waits
    // for the peer's delayed ACK (~40 ms) in the hop the measurement adds.
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const prepared = new Map(); // statement name → SQL, per connection
    let parsed = null; // the unnamed statement's SQL
    const inFlight = []; // statements sent, waiting for ReadyForQuery

    const fromClient = messageReader(
      (type, body) => {
        if (type === 'P') {
          const [name, at] = cstring(body, 0);
          const [text] = cstring(body, at);
          if (name) prepared.set(name, text);
          else parsed = text;
        } else if (type === 'B') {
          const [, portalEnd] = cstring(body, 0);
          const [name, nameEnd] = cstring(body, portalEnd);
          let at = nameEnd;
          const formats = body.readInt16BE(at);
          at += 2 + formats * 2;
          const count = body.readInt16BE(at);
          at += 2;
          const values = [];
          for (let i = 0; i < count; i++) {
            const len = body.readInt32BE(at);
            at += 4;
            if (len === -1) values.push(null);
            else {
              values.push(body.toString('utf8', at, at + len));
              at += len;
            }
          }
          const text = name ? prepared.get(name) : parsed;
          if (recording && text !== undefined)
            inFlight.push({ connection, text, values, sentAt: performance.now() });
        } else if (type === 'Q') {
          const [text] = cstring(body, 0);
          if (recording) inFlight.push({ connection, text, values: [], sentAt: performance.now() });
        }
      },
      { startup: true },
    );
    const fromServer = messageReader((type) => {
      // ReadyForQuery closes whatever was sent before it (a Sync or a simple Query).
      if (type === 'Z' && inFlight.length) {
        const doneAt = performance.now();
        for (const s of inFlight.splice(0)) taken.push({ ...s, doneAt });
      }
    });

    client.on('data', (chunk) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      // The SSLRequest's one-byte answer is not a message.
      if (chunk.length === 1 && chunk[0] === 0x4e) {
        client.write(chunk);
        return;
      }
      fromServer(chunk);
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayUrl = new URL(databaseUrl);
  relayUrl.hostname = '127.0.0.1';
  relayUrl.port = String(server.address().port);
  return {
    url: relayUrl.toString(),
    record(on) {
      recording = on;
    },
    /** The statements recorded since the last take, in the order they were sent. */
    take() {
      const out = taken.sort((a, b) => a.sentAt - b.sentAt);
      taken = [];
      return out;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Groups statements into waves: those that overlapped in time ran concurrently. */
export function waves(statements) {
  const out = [];
  let current = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const s of statements) {
    if (current.length && s.sentAt >= end) {
      out.push(current);
      current = [];
    }
    current.push(s);
    end = Math.max(end, s.doneAt);
  }
  if (current.length) out.push(current);
  return out;
}

/** Times the statements straight through `pool` (a pg.Pool), wave after wave: p50/p95 in ms. */
export async function floorOf(pool, statements, { n = 40, warm = 5 } = {}) {
  const plan = waves(statements);
  const once = async () => {
    for (const wave of plan)
      await Promise.all(wave.map((s) => pool.query({ text: s.text, values: s.values })));
  };
  for (let i = 0; i < warm; i++) await once();
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statements: statements.length,
    waves: plan.length,
  };
}

/**
 * The statements one call runs: recorded three times, keeping those every recording has (the
 * background workers' polls, which may fall inside one request, are left out).
 */
export async function statementsOf(relay, url, headers) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    relay.take();
    relay.record(true);
    await (await fetch(url, { headers })).arrayBuffer();
    relay.record(false);
    runs.push(relay.take());
  }
  const [first, ...others] = runs;
  return first.filter((s) => others.every((r) => r.some((o) => o.text === s.text)));
}
