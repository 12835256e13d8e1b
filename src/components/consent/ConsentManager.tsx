import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ConsentChoice } from '../../analytics/consent-choice.js';
import { OPEN_CONSENT_EVENT } from '../../analytics/consent-event.js';
import { locales, type Locale } from '../../config/locales.js';
import * as consentWords from '../../i18n/catalogue/consent.js';
import { translator } from '../../i18n/translator.js';
import { buildPath } from '../../routing/build-path.js';
import './consent.css';

export interface ConsentManagerProps {
  locale: Locale;
  /** The visitor's current choice; null when they have not answered yet (the banner shows). */
  current: ConsentChoice | null;
  /** Open the preferences dialog at once (the footer's button was used before this code loaded). */
  openDialog?: boolean;
  onChoice(choice: ConsentChoice): void;
}

/**
 * The consent banner (until the visitor answers: refusing is one click, like accepting) and the preferences dialog
 * (a modal `<dialog>`: focus moves in and is kept there, Escape closes it, focus returns), reopened by the footer's
 * "Cookie preferences" button through {@link OPEN_CONSENT_EVENT}. While the banner shows, the page keeps focused
 * elements out from under it (scroll padding of its height: WCAG 2.4.11).
 */
export function ConsentManager({ locale, current, openDialog = false, onChoice }: ConsentManagerProps) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the namespace holds exactly the two language tables, and the chunk needs both
  const t = translator(consentWords[locale]);
  const lang = locales[locale].iso;
  const [answered, setAnswered] = useState(current !== null);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? { analytics: false, advertising: false });
  const dialog = useRef<HTMLDialogElement>(null);
  const banner = useRef<HTMLElement>(null);
  const titleId = useId();
  const dialogTitleId = useId();

  const decide = (next: ConsentChoice) => {
    setChoice(next);
    setAnswered(true);
    onChoice(next);
    if (dialog.current?.open) dialog.current.close();
  };

  useEffect(() => {
    const open = () => dialog.current?.showModal();
    if (openDialog) open();
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, [openDialog]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (answered || !banner.current) return;
    root.style.scrollPaddingBottom = `${banner.current.offsetHeight}px`;
    return () => {
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [answered]);

  return (
    <>
      {answered ? null : (
        <section ref={banner} className="consent-banner" aria-labelledby={titleId} lang={lang}>
          <div className="consent-banner__inner">
            <h2 id={titleId} className="consent-banner__title">
              {t('consent.title')}
            </h2>
            <p className="consent-banner__text">
              {t('consent.text')} <a href={buildPath('privacy', locale)}>{t('consent.privacy')}</a>
            </p>
            <div className="consent-actions">
              <button
                type="button"
                className="button button--navy-900"
                onClick={() => decide({ analytics: false, advertising: false })}
              >
                {t('consent.rejectAll')}
              </button>
              <button
                type="button"
                className="button button--navy-900"
                onClick={() => decide({ analytics: true, advertising: true })}
              >
                {t('consent.acceptAll')}
              </button>
              <button type="button" className="button button--outline" onClick={() => dialog.current?.showModal()}>
                {t('consent.customize')}
              </button>
            </div>
          </div>
        </section>
      )}
      <dialog ref={dialog} className="consent-dialog" aria-labelledby={dialogTitleId} lang={lang}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            decide(choice);
          }}
        >
          <h2 id={dialogTitleId}>{t('consent.dialogTitle')}</h2>
          <fieldset className="consent-purposes">
            <legend className="visually-hidden">{t('consent.dialogTitle')}</legend>
            <label className="consent-purpose">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('consent.necessary')}</strong> {t('consent.necessaryText')}
              </span>
            </label>
            {(['analytics', 'advertising'] as const).map((purpose) => (
              <label key={purpose} className="consent-purpose">
                <input
                  type="checkbox"
                  name={purpose}
                  checked={choice[purpose]}
                  onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                />
                <span>
                  <strong>{t(`consent.${purpose}`)}</strong> {t(`consent.${purpose}Text`)}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="consent-actions">
            <button type="submit" className="button button--navy-900">
              {t('consent.save')}
            </button>
            <button type="button" className="button button--outline" onClick={() => dialog.current?.close()}>
              {t('consent.close')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
