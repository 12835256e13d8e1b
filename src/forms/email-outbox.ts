import type { EmailKind, EmailSubjects, FormsStore } from './storage/forms-store.js';

/** An email as the outbox hands it to the transport (nodemailer's message fields that the service uses). */
export interface Mail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
}

/** What sends an email: nodemailer's transport, or anything with its `sendMail`. */
export interface MailTransport {
  sendMail(message: Mail): Promise<unknown>;
}

/** How each kind of email is written from what it is about. */
export type EmailComposers = { [K in EmailKind]: (subject: EmailSubjects[K]) => Mail | Promise<Mail> };

const KINDS: readonly EmailKind[] = ['contact', 'confirmation'];

export interface OutboxOptions {
  store: FormsStore;
  transport: MailTransport;
  compose: EmailComposers;
  /** How often due emails are looked for; a new message also triggers a pass. Default 5 s. */
  intervalMs?: number;
  /** The first retry's delay; each next one doubles, up to {@link MAX_DELAY_MS}. Default 10 s. */
  baseDelayMs?: number;
  now?: () => number;
}

const MAX_DELAY_MS = 60 * 60 * 1000;
const BATCH = 20;

/** An SMTP answer that will not change on a retry (5xx): the message is marked failed instead of retried forever. */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * The way of the service's emails (contact messages to the firm, newsletter confirmations to visitors): every stored
 * submission that needs one has an email due; a pass sends what is due, marks each sent once the SMTP server accepted
 * it, and reschedules the others with exponential backoff and jitter (a server that is down, a 4xx) or marks them
 * failed (a 5xx). Due emails live in the store, so a restart resumes them: nothing is lost while SMTP is down, and
 * delivery is at least once (an email in flight when the process dies is sent again, with the same Message-ID).
 */
export function startEmailOutbox({
  store,
  transport,
  compose,
  intervalMs = 5000,
  baseDelayMs = 10_000,
  now = Date.now,
}: OutboxOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendDue<K extends EmailKind>(kind: K): Promise<void> {
    const queue = store.emails[kind];
    const write = compose[kind];
    for (;;) {
      const due = await queue.due(now(), BATCH);
      for (const { id, attempts, subject } of due) {
        try {
          await transport.sendMail(await write(subject));
          await queue.sent(id, new Date(now()).toISOString());
        } catch (error) {
          const reason =
            error instanceof Error
              ? `${(error as { code?: string }).code ?? 'error'}: ${error.message}`.slice(0, 300)
              : 'error';
          if (permanent(error)) await queue.deferred(id, { failed: reason });
          else {
            // Whole milliseconds: PostgreSQL's bigint column refuses a fraction.
            const delay = Math.round(Math.min(baseDelayMs * 2 ** attempts, MAX_DELAY_MS) * (0.8 + Math.random() * 0.4));
            await queue.deferred(id, { dueAt: now() + delay, attempts: attempts + 1, reason });
          }
        }
      }
      if (due.length < BATCH || stopped) return;
    }
  }

  async function pass(): Promise<void> {
    for (const kind of KINDS) await sendDue(kind);
  }

  /** Runs a pass now, or one more right after the current one. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) =>
        console.error('[forms] outbox pass failed', error instanceof Error ? error.message : 'unknown error'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), intervalMs);
  timer.unref();
  void kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
