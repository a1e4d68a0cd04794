import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP listener on 127.0.0.1 that can be told to refuse mail, or to hold it: a held
 * recipient is never answered (a sender stays mid-send), and `held` counts them.
 */
export async function smtpListener() {
  const received: Received[] = [];
  const state = { refuse: false, hold: false, held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (state.refuse) return cb(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
      if (state.hold) {
        state.held += 1;
        return;
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        cb();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof smtpListener>>;
