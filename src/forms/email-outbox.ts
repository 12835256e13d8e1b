import type { FormsStore } from './storage/forms-store.js';
import { contactEmail } from './contact-email.js';

/** What sends an email: nodemailer's transport, or anything with its `sendMail`. */
export interface MailTransport {
  sendMail(message: ReturnType<typeof contactEmail>): Promise<unknown>;
}

export interface OutboxOptions {
  store: FormsStore;
  transport: MailTransport;
  from: string;
  to: string;
  /** The domain of the Message-IDs (the site's host). */
  domain: string;
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
 * The contact messages' way to the firm's inbox: every stored message has an email due; a pass sends what is due,
 * marks each sent once the SMTP server accepted it, and reschedules the others with exponential backoff and jitter
 * (a server that is down, a 4xx) or marks them failed (a 5xx). Due emails live in the store, so a restart resumes
 * them: nothing is lost while SMTP is down, and delivery is at least once.
 */
export function startEmailOutbox({ store, transport, from, to, domain, intervalMs = 5000, baseDelayMs = 10_000, now = Date.now }: OutboxOptions) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    for (;;) {
      const due = await store.dueEmails(now(), BATCH);
      for (const { id, attempts, message } of due) {
        try {
          await transport.sendMail(contactEmail(message, { from, to, domain }));
          await store.emailSent(id, new Date(now()).toISOString());
        } catch (error) {
          const reason = error instanceof Error ? `${(error as { code?: string }).code ?? 'error'}: ${error.message}`.slice(0, 300) : 'error';
          if (permanent(error)) await store.emailDeferred(id, { failed: reason });
          else {
            const delay = Math.min(baseDelayMs * 2 ** attempts, MAX_DELAY_MS) * (0.8 + Math.random() * 0.4);
            await store.emailDeferred(id, { dueAt: now() + delay, attempts: attempts + 1, reason });
          }
        }
      }
      if (due.length < BATCH || stopped) return;
    }
  }

  /** Runs a pass now, or one more right after the current one. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => console.error('[forms] outbox pass failed', error instanceof Error ? error.message : 'unknown error'))
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
