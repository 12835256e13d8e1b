import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers, a blank line, the body. */
  data: string;
}

export interface TestSmtp {
  port: number;
  /** What it accepted, in order. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A local SMTP server (npm smtp-server) that keeps what it accepts; `rejectWith` answers RCPT TO with that code. */
export async function startSmtp({
  port = 0,
  rejectWith,
  received = [],
}: {
  port?: number;
  rejectWith?: number;
  received?: ReceivedMail[];
} = {}): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectWith) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: rejectWith }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Waits until `condition` holds, checking every 25 ms; fails after `ms`. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** A header of a raw message, unfolded (nodemailer folds long lines). */
export function mailHeader(data: string, name: string): string | undefined {
  const head = data.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** The text body of a raw plain-text message, quoted-printable decoded. */
export function mailText(data: string): string {
  const body = data
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const quoted = /quoted-printable/i.test(mailHeader(data, 'Content-Transfer-Encoding') ?? '');
  if (!quoted) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
