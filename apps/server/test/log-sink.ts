import { Writable } from 'node:stream';

/** A line the app logged, parsed: pino's level and message, and whatever else it carried. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [k: string]: unknown;
}

/** A stream for the app's JSON logs (TestAppOptions.logStream), and the lines it received, parsed. */
export function jsonLogSink() {
  const lines: LogLine[] = [];
  let partial = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      partial += String(chunk);
      const all = partial.split('\n');
      partial = all.pop() ?? '';
      for (const line of all) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}
