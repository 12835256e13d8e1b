import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIN_FILL_MS } from '../../src/forms/form-fields.js';
import { formsRoutes } from '../../src/forms/forms-routes.js';
import { formsServer } from '../../src/forms/forms-server.js';
import type { FormsStore } from '../../src/forms/storage/forms-store.js';
import { openSqliteStore } from '../../src/forms/storage/sqlite-store.js';
import { createStaticHandler } from '../../src/server/static-server.js';
import { formatViolations, runAxe } from '../support/quality/axe.js';
import { holdRequests } from './hold-requests.js';
import { launchBrowser } from './launch-browser.js';

const dir = inject('builtSiteDir');
let work = '';
let store: FormsStore;
let server: Server;
let origin = '';
let browser: Browser;
/**
 * How far the service's clock runs ahead of the real one. A visitor's post comes at least MIN_FILL_MS after the form
 * appeared, or it is a robot's: where a test needs only a person's post, it moves the service's clock on by that much
 * rather than waiting (visitorTakesTheirTime); the test of a form filled before the page's code ran waits for real.
 */
let clockAhead = 0;
const visitorTakesTheirTime = () => {
  clockAhead = MIN_FILL_MS;
};

afterEach(() => {
  clockAhead = 0;
});

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'site-forms-'));
  store = await openSqliteStore(join(work, 'forms.sqlite'));
  const forms = formsRoutes({ store, allowedOrigins: [], now: () => Date.now() + clockAhead });
  const site = createStaticHandler({ dir });
  server = createServer(formsServer(forms, site));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => server.close(() => done()));
  await store.close();
  await rm(work, { recursive: true, force: true });
});

async function open(
  path: string,
  locale: string,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  if (javaScriptEnabled) await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
  return { context, page };
}

/** The form submissions the page told the data layer about. */
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry['interaction-type'] === 'form',
    ),
  );

/** Fills the contact form the way a visitor does, after the few seconds a person takes. */
async function fillContact(page: Page, subjectIndex = 1) {
  await page.fill('#field-fname', 'Marie');
  await page.fill('#field-lname', 'Tremblay');
  await page.fill('#field-email', 'marie@example.ca');
  await page.selectOption('#field-subject', { index: subjectIndex });
  await page.fill('#field-message', 'Bonjour, j’aimerais discuter d’un nouveau mandat.');
  await page.check('#field-consent');
}

describe('the contact form', () => {
  it('shows the required messages on each empty field in each language, focuses the summary, and passes axe', async () => {
    for (const [path, locale, required] of [
      ['/contact/', 'fr-CA', 'Ce champ est requis'],
      ['/en/contact/', 'en-CA', 'This field is required'],
    ] as const) {
      const { context, page } = await open(path, locale);
      await page.locator('.site-form button[type="submit"]').click();
      await page.waitForSelector('.form-summary');
      for (const field of ['fname', 'lname', 'email', 'subject', 'message']) {
        expect(await page.locator(`#field-${field}-error`).textContent()).toBe(required);
        expect(await page.getAttribute(`#field-${field}`, 'aria-invalid')).toBe('true');
        expect(await page.getAttribute(`#field-${field}`, 'aria-describedby')).toBe(`field-${field}-error`);
      }
      expect(await page.evaluate(() => document.activeElement?.classList.contains('form-summary'))).toBe(true);
      expect(formatViolations(path, await runAxe(page))).toBe('');
      await context.close();
    }
    expect(await store.contacts()).toEqual([]);
  });

  it('sends a valid message and says what happens next', async () => {
    const { context, page } = await open('/en/contact/', 'en-CA');
    await fillContact(page);
    visitorTakesTheirTime();
    await page.locator('.site-form button[type="submit"]').click();
    await page.waitForSelector('.form-result--sent');
    expect(await page.locator('.form-result--sent').textContent()).toMatch(/^Thank you, your message was sent\./);
    const saved = (await store.contacts()).at(-1);
    expect(saved).toMatchObject({ fname: 'Marie', locale: 'en', subject: 'New mandate' });
    await context.close();
  });

  it('takes a message filled in before the page’s code ran for a person’s, not a robot’s', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/assets\/client-entry-[\w-]+\.js$/);
    await page.goto(`${origin}/en/contact/`);
    await fillContact(page);
    await page.fill('#field-lname', 'Before-Hydration');
    await page.waitForTimeout(MIN_FILL_MS);
    expect(await page.locator('.site-header[data-enhanced]').count()).toBe(0);
    release();
    await page.waitForSelector('.site-header[data-enhanced]', { state: 'attached' });
    await page.locator('.site-form button[type="submit"]').click();
    await page.waitForSelector('.form-result--sent');
    expect((await store.contacts()).at(-1)).toMatchObject({
      fname: 'Marie',
      lname: 'Before-Hydration',
      message: 'Bonjour, j’aimerais discuter d’un nouveau mandat.',
    });
    await context.close();
  });

  it('says sending failed when the service is down, and keeps everything typed', async () => {
    const { context, page } = await open('/contact/', 'fr-CA');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await fillContact(page);
    await page.locator('.site-form button[type="submit"]').click();
    await page.waitForSelector('.form-result--failed');
    expect(await page.locator('.form-result--failed').textContent()).toBe(
      'L’envoi a échoué. Vos réponses sont conservées\u00a0: réessayez dans un instant.',
    );
    expect(await page.inputValue('#field-fname')).toBe('Marie');
    expect(await page.inputValue('#field-message')).toBe('Bonjour, j’aimerais discuter d’un nouveau mandat.');
    expect(await page.isChecked('#field-consent')).toBe(true);
    await context.close();
  });

  it('works with JavaScript off: a plain post, then the localized result page', async () => {
    const before = (await store.contacts()).length;
    const { context, page } = await open('/contact/', 'fr-CA', false);
    await fillContact(page, 2);
    await page.locator('.site-form button[type="submit"]').click();
    await page.waitForURL(`${origin}/api/contact/sent?lang=fr`);
    expect(await page.locator('h1').textContent()).toBe('Envoyé');
    expect(await page.locator('main').textContent()).toContain('Merci, votre message a été envoyé.');
    expect(await store.contacts()).toHaveLength(before + 1);
    await context.close();
  });
});

describe('the newsletter form', () => {
  it('subscribes with express consent, in the visitor’s preferred language', async () => {
    const { context, page } = await open('/infolettre/', 'fr-CA');
    await page.fill('#field-email', 'luc@example.ca');
    await page.selectOption('#field-language', 'en');
    await page.locator('.site-form button[type="submit"]').click();
    expect(await page.locator('#field-consent-error').textContent()).toBe('Cochez cette case pour continuer');
    await page.check('#field-consent');
    visitorTakesTheirTime();
    await page.locator('.site-form button[type="submit"]').click();
    await page.waitForSelector('.form-result--sent');
    expect(await page.locator('.form-result--sent').textContent()).toBe(
      'Merci\u202f! Pour terminer votre inscription, suivez le lien que nous venons de vous envoyer par courriel.',
    );
    expect(await store.subscribers()).toEqual([
      expect.objectContaining({ email: 'luc@example.ca', language: 'en', status: 'pending', source: '/infolettre/' }),
    ]);
    expect(await formEvents(page)).toEqual([
      {
        event: 'interaction',
        target: 'newsletter',
        action: 'submit',
        'interaction-type': 'form',
        'target-properties': { form: 'page', language: 'fr' },
        value: '',
      },
    ]);
    await context.close();
  });
});

describe('the footer’s compact newsletter form', () => {
  it('signs up from any page in the page’s language, with the same consent, and records where', async () => {
    const { context, page } = await open('/en/team/', 'en-CA');
    await page.waitForFunction(() =>
      (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === 'content-view'),
    );
    const form = page.locator('.footer-newsletter');
    expect(await form.locator('label[for="footer-newsletter-consent"]').textContent()).toBe(
      'I agree to receive the firm’s newsletter by email. I can unsubscribe at any time.',
    );
    await page.fill('#footer-newsletter-email', 'claire@example.ca');
    await page.check('#footer-newsletter-consent');
    await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault(), { once: true }));
    await form.locator('button[type="submit"]').click();
    expect(await formEvents(page)).toEqual([
      {
        event: 'interaction',
        target: 'newsletter',
        action: 'submit',
        'interaction-type': 'form',
        'target-properties': { form: 'footer', language: 'en' },
        value: '',
      },
    ]);
    await Promise.all([
      page.waitForURL(/\/api\/newsletter\/sent\?lang=en$/),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(await page.locator('main p').first().textContent()).toBe(
      'Thank you! To complete your subscription, follow the link we just emailed you.',
    );
    const subscriber = (await store.subscribers()).find((row) => row.email === 'claire@example.ca');
    expect(subscriber).toMatchObject({ language: 'en', status: 'pending', source: '/en/team/' });
    await context.close();
  });
});
