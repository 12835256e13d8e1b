import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../browser/launch-browser.js';
import { startServer } from '../../server/helpers.js';
import { contentRecords, field, siteDir, t } from './support.js';
import { itemId } from '../../support/content-ids.js';

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const employees = await contentRecords('single_employee');

beforeAll(async () => {
  server = await startServer(siteDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  return page;
}

const cardTitles = (page: Page) => page.locator('main .card-list > li h2').allTextContents();

describe('the team filter', () => {
  it('filters the whole team by office in the browser and keeps the choice in the URL', async () => {
    const page = await open('/equipe/');
    const select = page.getByLabel(t('fr', 'team.filter.office'), { exact: true });
    await select.selectOption(itemId('office-quebec'));
    const expected = employees.filter((employee) => employee.office === 'office-quebec');
    await expect
      .poll(() => page.locator('main [role="status"]').textContent())
      .toBe(t('fr', 'team.filter.other', { count: expected.length }));
    expect((await cardTitles(page)).sort()).toEqual(
      expected.map((employee) => `${employee.firstName as string} ${employee.lastName as string}`).sort(),
    );
    expect(new URL(page.url()).search).toBe(`?office=${itemId('office-quebec')}`);
    expect(await page.locator('main nav.pagination').count()).toBe(0);
    await page.getByRole('button', { name: t('fr', 'team.filter.reset') }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(12);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('main nav.pagination').count()).toBe(1);
    await page.context().close();
  });

  it('applies a filter given in the query string, combining choices', async () => {
    const partnersInMontreal = employees.filter(
      (employee) => employee.office === 'office-montreal' && /^Partner$/.test(field(employee, 'role', 'en') ?? ''),
    );
    const page = await open(`/en/team/?office=${itemId('office-montreal')}&role=partner`);
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(partnersInMontreal.length);
    expect(await page.getByLabel(t('en', 'team.filter.role'), { exact: true }).inputValue()).toBe('partner');
    expect(await page.locator('main [role="status"]').textContent()).toBe(
      t('en', 'team.filter.other', { count: partnersInMontreal.length }),
    );
    await page.context().close();
  });

  it('without JavaScript, shows no filter and the paginated list of everyone', async () => {
    const page = await open(`/equipe/?office=${itemId('office-quebec')}`, false);
    expect(await page.locator('main form').count()).toBe(0);
    expect(await cardTitles(page)).toHaveLength(12);
    expect(await page.locator('main nav.pagination a').count()).toBeGreaterThan(1);
    await page.context().close();
  });
});
