// A small closed-loop load generator (keep-alive, `connections` concurrent loops for `seconds`):
// requests per second and latency percentiles. Plain Node, so the bench needs no extra package.
import http from 'node:http';
import { percentile } from './lib.mjs';

export async function load(url, { connections = 50, seconds = 20, headers = {}, method = 'GET', body } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const end = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const t = performance.now();
      const req = http.request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - t);
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (body) req.end(body);
      else req.end();
    });
  const loop = async () => {
    while (Date.now() < end) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    non2xx,
  };
}
