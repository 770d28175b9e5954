import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message as sent (headers and body). */
  data: string;
  messageId: string | null;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with a temporary error (the server is "down"). */
  refuse: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (no TLS, no auth). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const smtp = new SMTPServer({
    authOptional: true,
    closeTimeout: 200,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const to = (session.envelope.rcptTo as { address: string }[]).map((r) => r.address);
        received.push({ to, data, messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? null });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
