// The closed-loop load of the listening-report benchmark, in its own process (bench/playback.mjs
// forks it): autocannon, each request a new report built by bench/playback-reports.mjs (as the
// browser's player sends it). The paced (open-loop) run goes through bench/paced.mjs instead, with
// the same reports.
//
//   node bench/playback-load.mjs <spec.json>   → writes spec.out (JSON)
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { create } from './playback-reports.mjs';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const reports = create(spec);

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  // A fixed number of reports when given: the run ends when every one is answered, so no report
  // is left in flight (a timed run closes its connections with requests unanswered).
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
  requests: [
    {
      method: 'POST',
      path: '/api/stats/playback',
      setupRequest(req, context) {
        const { method, path, headers, body, context: sent } = reports.request();
        context.sent = sent;
        return { ...req, method, path, headers, body };
      },
      onResponse(status, body, context) {
        reports.response(context.sent, status, body);
      },
    },
  ],
});

writeFileSync(
  `${process.argv[2]}.out`,
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || spec.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...reports.result(),
  }),
);
