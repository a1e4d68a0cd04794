// The flood for bench/shedding.mjs, in its own process (so the load generator does not share an
// event loop with the probes): `node bench/flood.mjs URL CONNECTIONS SECONDS` runs a closed-loop,
// keep-alive autocannon load whose clients resend at once whatever the answer (they ignore
// Retry-After: the worst case), and prints one JSON line: answers by status, timeouts, the latency
// of every answer split by status, whether each 503 carried Retry-After, and the flood's start and
// end (Date.now()).
import autocannon from 'autocannon';

const [url, connections = '200', seconds = '15', rate = '0'] = process.argv.slice(2);
const latencies = new Map(); // status → response times (ms)
let with503RetryAfter = 0;
let without503RetryAfter = 0;

const start = Date.now();
const instance = autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 10,
  // With a rate, each connection sends at most rate/connections requests a second: arrivals that
  // do not depend on how fast the server answers, as long as it answers within that time.
  ...(Number(rate) > 0 && { overallRate: Number(rate) }),
  requests: [
    {
      method: 'GET',
      onResponse: (status, _body, _context, headers) => {
        if (status !== 503) return;
        if (Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'retry-after')) with503RetryAfter++;
        else without503RetryAfter++;
      },
    },
  ],
});
instance.on('response', (_client, status, _bytes, responseTime) => {
  const list = latencies.get(status) ?? [];
  if (list.length === 0) latencies.set(status, list);
  list.push(responseTime);
});
const result = await instance;
const end = Date.now();
process.stdout.write(
  `${JSON.stringify({
    start,
    end,
    timeouts: result.timeouts,
    errors: result.errors,
    with503RetryAfter,
    without503RetryAfter,
    latencies: Object.fromEntries([...latencies].map(([s, l]) => [s, l.map((t) => Math.round(t * 10) / 10)])),
  })}\n`,
);
