import { describe, expect, it } from 'vitest';
import {
  consentModeState,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readConsent,
  storeConsent,
} from '../../src/analytics/consent-choice.js';
import { contentViewEvent, interactionEvent } from '../../src/analytics/data-layer.js';
import { linkInteraction, type ClickedLink } from '../../src/analytics/link-interaction.js';
import { tagManagerUrl } from '../../src/analytics/tag-manager.js';
import { GTM_ID_PATTERN, readConfig } from '../../src/config/env.js';

const ORIGIN = 'https://www.example.test';
const link = (href: string, more: Partial<ClickedLink> = {}): ClickedLink => ({
  href,
  download: false,
  isButton: false,
  label: ' Nos  services ',
  ...more,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('data layer events', () => {
  it('a page view names the full path and the route', () => {
    expect(contentViewEvent('/en/thought-leadership/news/', 'business-intelligence-news')).toEqual({
      event: 'content-view',
      'content-name': '/en/thought-leadership/news/',
      'content-view-name': 'business-intelligence-news',
    });
  });

  it('an interaction carries event (default interaction), target, action, target-properties, value, interaction-type', () => {
    expect(interactionEvent({ target: 'https://x.test/', action: 'click', interactionType: 'outbound-link' })).toEqual({
      event: 'interaction',
      target: 'https://x.test/',
      action: 'click',
      'target-properties': {},
      value: '',
      'interaction-type': 'outbound-link',
    });
    expect(
      interactionEvent({
        event: 'form-submit',
        target: 'contact',
        action: 'submit',
        interactionType: 'form',
        value: 1,
      }),
    ).toMatchObject({ event: 'form-submit', value: 1 });
  });
});

describe('which link clicks are interactions', () => {
  it('tells language switches, downloads, contact links, outbound links and calls to action apart', () => {
    expect(linkInteraction(link(`${ORIGIN}/en/`, { languageSwitch: 'en' }), ORIGIN)).toEqual({
      target: `${ORIGIN}/en/`,
      action: 'switch',
      interactionType: 'language-switch',
      targetProperties: { label: 'Nos services', language: 'en' },
    });
    expect(linkInteraction(link(`${ORIGIN}/equipe/jane-doe/jane-doe.vcf`), ORIGIN)?.interactionType).toBe('download');
    expect(linkInteraction(link(`${ORIGIN}/guide/`, { download: true }), ORIGIN)?.interactionType).toBe('download');
    expect(linkInteraction(link('mailto:info@example.test'), ORIGIN)?.interactionType).toBe('contact');
    expect(linkInteraction(link('tel:+15145550100'), ORIGIN)?.interactionType).toBe('contact');
    expect(linkInteraction(link('https://www.linkedin.com/company/x'), ORIGIN)?.interactionType).toBe('outbound-link');
    expect(linkInteraction(link(`${ORIGIN}/contact/`, { isButton: true }), ORIGIN)?.interactionType).toBe('cta');
    expect(linkInteraction(link(`${ORIGIN}/services/`), ORIGIN)).toBeNull();
  });
});

describe('consent', () => {
  it('denies measurement and advertising until the visitor opts in; necessary storage is always granted', () => {
    expect(consentModeState(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
    expect(consentModeState({ analytics: true, advertising: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
    });
  });

  it('remembers a choice with its time and wording version, and asks again when the wording changes', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    storeConsent(storage, { analytics: true, advertising: false }, new Date('2026-11-25T10:00:00Z'));
    expect(readConsent(storage)).toEqual({
      analytics: true,
      advertising: false,
      version: CONSENT_VERSION,
      at: '2026-11-25T10:00:00.000Z',
    });
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, advertising: true, version: CONSENT_VERSION - 1, at: '' }),
    );
    expect(readConsent(storage)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent(storage)).toBeNull();
  });
});

describe('tag manager id', () => {
  it('accepts GTM- and uppercase letters or digits only; the build stops on anything else, naming the value', () => {
    expect(['GTM-AB12CD3', 'GTM-0'].every((id) => GTM_ID_PATTERN.test(id))).toBe(true);
    expect(['GTM-ab12', 'UA-1234', 'GTM-', 'GTM-AB 12', ' GTM-AB'].some((id) => GTM_ID_PATTERN.test(id))).toBe(false);
    expect(() => readConfig({ GTM_ID: 'GTM-ab12' })).toThrow(
      'Invalid environment variable GTM_ID: expected a container id such as GTM-AB12CD3, got "GTM-ab12"',
    );
    expect(tagManagerUrl('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
  });
});
