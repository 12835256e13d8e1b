import { consentModeState, readConsent, storeConsent, type ConsentChoice } from '../../src/analytics/consent-choice.js';
import { OPEN_CONSENT_EVENT } from '../../src/analytics/consent-event.js';
import { contentViewEvent, gtag, interactionEvent, pushEvent } from '../../src/analytics/data-layer.js';
import { formInteraction } from '../../src/analytics/form-interaction.js';
import { linkInteraction } from '../../src/analytics/link-interaction.js';
import { loadTagManager } from '../../src/analytics/tag-manager.js';
import { safeLocalStorage as storage } from '../../src/client-state/safe-storage.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';

function applyConsent(gtmId: string, choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeState(choice));
  if (choice.analytics || choice.advertising) loadTagManager(gtmId);
}

/** Loads the consent banner and dialog (their own chunk, never part of the first load) and mounts them. */
async function mountConsent(
  site: SiteData & { gtmId: string },
  current: ConsentChoice | null,
  openDialog: boolean,
): Promise<void> {
  const [{ createRoot }, { ConsentManager }] = await Promise.all([
    import('react-dom/client'),
    import('../../src/components/consent/ConsentManager.js'),
  ]);
  const host = document.createElement('div');
  host.id = 'consent';
  document.body.append(host);
  const onChoice = (choice: ConsentChoice) => {
    storeConsent(storage(), choice);
    applyConsent(site.gtmId, choice);
  };
  createRoot(host).render(
    <ConsentManager locale={site.locale} current={current} openDialog={openDialog} onChoice={onChoice} />,
  );
}

function trackLinkClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.href) return;
      const interaction = linkInteraction(
        {
          href: anchor.href,
          download: anchor.hasAttribute('download'),
          languageSwitch: anchor.dataset.languageSwitch,
          isButton: anchor.classList.contains('button'),
          label: anchor.getAttribute('aria-label') ?? anchor.textContent ?? '',
        },
        window.location.origin,
      );
      if (interaction) pushEvent(interactionEvent(interaction));
    },
    { capture: true },
  );
}

/**
 * Forms that post without a script (the footer's sign-up, `data-form` naming its kind): a `submit` the page let
 * through (the browser's checks passed, no script took it over) is a submission. The page forms report theirs once
 * the service accepted them (use-form-submission.ts).
 */
function trackPlainFormSubmits(locale: SiteData['locale']): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const kind = form.dataset.form;
    if (kind === 'newsletter' || kind === 'contact')
      pushEvent(interactionEvent(formInteraction(kind, 'footer', locale)));
  });
}

/**
 * Analytics after the page is interactive: Consent Mode v2 defaults (denied until the visitor opts in, Law 25), the
 * stored choice applied (the tag manager loads only once analytics or advertising is granted), the consent banner
 * while there is no choice, link and form interactions, and a `content-view` for each page shown before it loaded (the first
 * page, and any reached by client navigation meanwhile). Returns what the router calls after each client navigation. Without GTM_ID events still go to `dataLayer`, which then nothing reads.
 */
export function startAnalytics(site: SiteData, shown: readonly PagePayload[]): (payload: PagePayload) => void {
  const { gtmId } = site;
  if (gtmId) {
    gtag('consent', 'default', { ...consentModeState(null), wait_for_update: 500 });
    const stored = readConsent(storage());
    if (stored) applyConsent(gtmId, stored);
    let mounted = false;
    const mount = (openDialog: boolean) => {
      if (mounted) return;
      mounted = true;
      void mountConsent({ ...site, gtmId }, stored, openDialog);
    };
    if (!stored) mount(false);
    window.addEventListener(OPEN_CONSENT_EVENT, () => mount(true), { once: true });
  }
  trackLinkClicks();
  trackPlainFormSubmits(site.locale);
  const view = (payload: PagePayload) => pushEvent(contentViewEvent(payload.path, payload.route.name));
  shown.forEach(view);
  return view;
}
