/**
 * Dispatched on `window` by the footer's "Cookie preferences" button: opens the preferences dialog. A module of its own:
 * the footer, on every page, needs only this name, not the code that reads and stores a choice.
 */
export const OPEN_CONSENT_EVENT = 'consent:open';
