/** The purposes a visitor chooses among; strictly necessary storage (language, this choice) needs no consent. */
export interface ConsentChoice {
  /** Audience measurement (Google Analytics through the tag manager). */
  analytics: boolean;
  /** Advertising cookies and sending data to Google for ads. */
  advertising: boolean;
}

/** What is kept of a choice: the choice, when, and which version of the banner's wording it answered. */
export interface StoredConsent extends ConsentChoice {
  version: number;
  at: string;
}

/** Where the choice is kept (localStorage: strictly necessary, never sent to a server). */
export const CONSENT_STORAGE_KEY = 'consent';
/** Raise it when the banner's purposes or wording change: every visitor is asked again. */
export const CONSENT_VERSION = 1;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The visitor's choice for the current wording, or null when they have not answered it (or storage is unavailable). */
export function readConsent(storage: Storage): StoredConsent | null {
  try {
    const stored = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<StoredConsent> | null;
    if (
      stored?.version !== CONSENT_VERSION ||
      typeof stored.analytics !== 'boolean' ||
      typeof stored.advertising !== 'boolean'
    )
      return null;
    return {
      analytics: stored.analytics,
      advertising: stored.advertising,
      version: stored.version,
      at: String(stored.at),
    };
  } catch {
    return null;
  }
}

export function storeConsent(storage: Storage, choice: ConsentChoice, now = new Date()): StoredConsent {
  const stored: StoredConsent = { ...choice, version: CONSENT_VERSION, at: now.toISOString() };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private browsing with storage disabled: the choice holds for this page only.
  }
  return stored;
}

type ConsentValue = 'granted' | 'denied';

/**
 * Consent Mode v2 state for a choice; no choice is denied for everything that measures or advertises (Law 25: opt-in).
 * Functionality and security storage are strictly necessary and always granted; personalisation is never used.
 */
export function consentModeState(choice: ConsentChoice | null): Record<string, ConsentValue> {
  const value = (granted: boolean | undefined): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: value(choice?.analytics),
    ad_storage: value(choice?.advertising),
    ad_user_data: value(choice?.advertising),
    ad_personalization: value(choice?.advertising),
    personalization_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}
