// The load of the listening-report benchmark, in its own process (bench/playback.mjs forks it):
// autocannon, closed loop, each request a new report as the browser's player sends it (JSON body
// with a fresh reportId, the session's cookies and the XSRF header), the users and audios taken in
// turn so that consecutive requests are different listeners. It sums the `credited` of every 2xx
// answer and keeps every accepted reportId (for the exactness check), a sample of accepted
// reports (for the replay check) and the reports left without a 2xx answer (in flight when the run
// stopped, or refused), which the bench sends again as a device's queue would.
//
//   node bench/playback-load.mjs <spec.json>   → writes spec.out (JSON)
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { users, audios } = spec;
let n = spec.offset ?? 0;
let credited = 0;
const accepted = [];
const sample = [];
const statuses = {};
/** Reports built and not (yet) answered 2xx: in flight when the run stopped, or refused. */
const open = new Map();

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  // A fixed number of reports when given: the run ends when every one is answered, so no report
  // is left in flight (a timed run closes its connections with requests unanswered).
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
  // A paced run: this many requests per second in all, whatever the answers' speed.
  ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  requests: [
    {
      method: 'POST',
      path: '/api/stats/playback',
      setupRequest(req, context) {
        const i = n++;
        const u = i % users.length;
        const audioId = audios[Math.floor(i / users.length) % audios.length];
        const reportId = randomUUID();
        const body = JSON.stringify({
          audioId,
          listenedSeconds: 15,
          positionSeconds: 15 + (i % 300),
          reportId,
        });
        context.sent = { user: u, body, reportId };
        open.set(reportId, context.sent);
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            cookie: users[u].cookie,
            'x-xsrf-token': users[u].xsrf,
          },
          body,
        };
      },
      onResponse(status, body, context) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status > 299) return;
        open.delete(context.sent.reportId);
        credited += JSON.parse(body).data.credited;
        accepted.push(context.sent.reportId);
        if (sample.length < spec.sample && accepted.length % 97 === 0) sample.push(context.sent);
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
    statuses,
    credited,
    accepted,
    sample,
    unanswered: [...open.values()],
    next: n,
  }),
);
