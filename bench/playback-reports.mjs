// The listening reports sent by the playback benchmark's load (closed loop in bench/playback-load.mjs,
// open loop through bench/paced.mjs): each request a new report as the browser's player sends it
// (JSON body with a fresh reportId, the session's cookies and the XSRF header), the users and audios
// taken in turn so that consecutive requests are different listeners. It sums the `credited` of
// every 2xx answer and keeps every accepted reportId (for the exactness check), a sample of accepted
// reports (for the replay check) and the reports left without a 2xx answer (in flight when the run
// stopped, or refused), which the bench sends again as a device's queue would.
//
//   const reports = create({ users, audios, sample, offset });
//   const { path, method, headers, body, context } = reports.request();
//   reports.response(context, status, body);   // for each answer
//   reports.result();                          // { credited, accepted, sample, unanswered, statuses, next }
import { randomUUID } from 'node:crypto';

export function create(spec) {
  const { users, audios } = spec;
  let n = spec.offset ?? 0;
  let credited = 0;
  const accepted = [];
  const sample = [];
  const statuses = {};
  /** Reports built and not (yet) answered 2xx: in flight when the run stopped, or refused. */
  const open = new Map();
  return {
    request() {
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
      const context = { user: u, body, reportId };
      open.set(reportId, context);
      return {
        method: 'POST',
        path: '/api/stats/playback',
        headers: {
          'content-type': 'application/json',
          cookie: users[u].cookie,
          'x-xsrf-token': users[u].xsrf,
        },
        body,
        context,
      };
    },
    response(context, status, body) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) return;
      open.delete(context.reportId);
      credited += JSON.parse(body).data.credited;
      accepted.push(context.reportId);
      if (sample.length < spec.sample && accepted.length % 97 === 0) sample.push(context);
    },
    result() {
      return { credited, accepted, sample, unanswered: [...open.values()], statuses, next: n };
    },
  };
}
