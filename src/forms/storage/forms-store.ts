import type { Locale } from '../../config/locales.js';
import type { ContactSubmission, NewsletterSubmission } from '../form-schemas.js';

/** What is kept with every accepted submission besides its fields (Law 25: when, in which language, what was agreed to). */
export interface SubmissionContext {
  receivedAt: string;
  locale: Locale;
  /** The consent wording the visitor saw and ticked, in their language. */
  consentText: string;
  /** Where the form was: the site path of the page it was sent from, when known. */
  source?: string | null;
}

export type StoredContact = ContactSubmission & { id: number; receivedAt: string; locale: Locale };

/**
 * A newsletter address's life: `pending` until the visitor follows the confirmation link sent to it (double opt-in),
 * `confirmed` after, `unsubscribed` once they leave (the row and its consent record stay, as proof and as a refusal).
 */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface StoredSubscriber {
  id: number;
  email: string;
  name: string | null;
  language: Locale;
  status: SubscriberStatus;
  /** When the consent below was given (the last sign-up). */
  receivedAt: string;
  consentText: string;
  source: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** When a sign-up asked to change a confirmed subscriber's details (waiting for a link sent after it); null if none. */
  changeRequestedAt: string | null;
}

/** The emails the service sends: contact messages to the firm, confirmation links to newsletter sign-ups. */
export type EmailKind = 'contact' | 'confirmation';

/** What each kind of email is about. */
export interface EmailSubjects {
  contact: StoredContact;
  confirmation: StoredSubscriber;
}

export type EmailRetry = { dueAt: number; attempts: number; reason: string } | { failed: string };

/** One kind of email waiting in the store: due ones are sent, then marked sent or rescheduled. */
export interface EmailQueue<T> {
  /** The emails due at `now` (ms), oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<{ id: number; attempts: number; subject: T }[]>;
  /** The SMTP server accepted email `id`. */
  sent(id: number, at: string): Promise<void>;
  /** Try again at `dueAt` (ms); `failed` gives up for good (the server refused the message). */
  deferred(id: number, retry: EmailRetry): Promise<void>;
}

/**
 * Where accepted submissions go. Each call returns once its change is durably written (the answer's 2xx comes after).
 * The embedded default is SQLite; with DATABASE_URL=postgres://… the same statements run on PostgreSQL (forms-sql.ts).
 */
export interface FormsStore {
  saveContact(message: ContactSubmission, context: SubmissionContext): Promise<number>;
  /**
   * Records a sign-up and its consent. A new or unsubscribed address becomes `pending` with a confirmation email due; a
   * confirmed one changes nothing: the new details wait, with a confirmation email due, until {@link applyChange}.
   */
  saveSubscriber(
    subscription: NewsletterSubmission,
    context: SubmissionContext,
  ): Promise<{ id: number; status: SubscriberStatus }>;
  subscriber(id: number): Promise<StoredSubscriber | null>;
  /** Pending → confirmed at `at`; returns the status after (null: no such subscriber). */
  confirmSubscriber(id: number, at: string): Promise<SubscriberStatus | null>;
  /**
   * A confirmed subscriber's waiting details (the sign-up made at `requestedAt`) replace its own, with their consent
   * record, confirmed at `at`; false when no such change waits (another came since, or none).
   */
  applyChange(id: number, requestedAt: string, at: string): Promise<boolean>;
  /** Any status → unsubscribed at `at` (no more emails); false when there is no such subscriber. */
  unsubscribe(id: number, at: string): Promise<boolean>;
  contacts(): Promise<StoredContact[]>;
  subscribers(): Promise<StoredSubscriber[]>;
  emails: { [K in EmailKind]: EmailQueue<EmailSubjects[K]> };
  /** A random secret kept in the database, created on first use: signs the links of emails when FORMS_SECRET is unset. */
  linkSecret(): Promise<string>;
  /** Deletes the contact messages received before `before` (ISO time; subscribers stay until they leave); returns how many went. */
  purge(before: string): Promise<number>;
  close(): Promise<void>;
}
