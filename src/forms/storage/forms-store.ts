import type { Locale } from '../../config/locales.js';
import type { ContactSubmission, NewsletterSubmission } from '../form-schemas.js';

/** What is kept with every accepted submission besides its fields (Law 25: when, in which language, what was agreed to). */
export interface SubmissionContext {
  receivedAt: string;
  locale: Locale;
  /** The consent wording the visitor saw and ticked, in their language. */
  consentText: string;
}

export type StoredContact = ContactSubmission & { id: number; receivedAt: string; locale: Locale };

export interface StoredSubscriber {
  email: string;
  name: string | null;
  language: Locale;
  receivedAt: string;
  consentText: string;
}

/**
 * Where accepted submissions go. Each call returns once the row is durably written (the answer's 2xx comes after).
 * The embedded default is SQLite (sqlite-store.ts); a PostgreSQL store can implement the same contract.
 */
export interface FormsStore {
  saveContact(message: ContactSubmission, context: SubmissionContext): Promise<number>;
  /** Adds the address or, when it is already there, records the new consent on it; false when it was already subscribed. */
  saveSubscriber(subscription: NewsletterSubmission, context: SubmissionContext): Promise<boolean>;
  contacts(): Promise<StoredContact[]>;
  subscribers(): Promise<StoredSubscriber[]>;
  /** The contact messages whose email to the firm is due at `now` (ms), oldest first, at most `limit`. */
  dueEmails(now: number, limit: number): Promise<{ id: number; attempts: number; message: StoredContact }[]>;
  /** The email of message `id` was accepted by the SMTP server. */
  emailSent(id: number, at: string): Promise<void>;
  /** Try again at `dueAt` (ms); `failed` gives up for good (the server refused the message). */
  emailDeferred(id: number, retry: { dueAt: number; attempts: number; reason: string } | { failed: string }): Promise<void>;
  /** Deletes the contact messages received before `before` (ISO time; subscribers stay until they leave); returns how many went. */
  purge(before: string): Promise<number>;
  close(): Promise<void>;
}
