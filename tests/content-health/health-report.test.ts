import { describe, expect, it } from 'vitest';
import { recordReferences } from '../../src/content-health/field-references.js';
import type { HealthContent, HealthRecord } from '../../src/content-health/health-record.js';
import { healthReportOf } from '../../src/content-health/health-report.js';
import { reportJson } from '../../src/content-health/report-json.js';
import { healthSummary, reportTable } from '../../src/content-health/report-table.js';

/** A record as the check reads it, with the fields a test gives and the references read from them. */
const record = (id: string, model: string, fields: HealthRecord['fields'], status = 'published'): HealthRecord => {
  const read: HealthRecord = {
    id,
    model,
    status,
    editingUrl: `https://cabinet.admin.datocms.com/editor/item_types/1/items/${id}/edit`,
    locales: ['fr', 'en'],
    fields,
    heads: {},
    references: [],
  };
  return { ...read, references: [...recordReferences(model, fields)] };
};

const dastLinkingTo = (id: string) => ({
  value: {
    schema: 'dast',
    document: {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'itemLink', item: id, children: [] }] }],
    },
  },
});

const content = (records: HealthRecord[]): HealthContent => ({ records, siteSeo: {} });
const options = { contentDir: 'content', today: '2026-12-07' };

describe('content health report', () => {
  it('finds a structured-text link to a record without a page (a model the route table has no route for)', () => {
    const page = record('page-1', 'generic_page', {
      slug: { localized: true, byLocale: { fr: 'honoraires', en: 'fees' } },
      body: { localized: true, byLocale: { fr: dastLinkingTo('office-1'), en: dastLinkingTo('page-1') } },
    });
    const report = healthReportOf(content([page, record('office-1', 'office', {})]), options);
    expect(report.problems.filter((problem) => problem.kind.startsWith('link-'))).toEqual([
      expect.objectContaining({
        kind: 'link-no-route',
        severity: 'warning',
        recordId: 'page-1',
        locale: 'fr-CA',
        field: 'body',
        target: 'office-1',
        pages: ['/honoraires/'],
        editUrl: 'https://cabinet.admin.datocms.com/editor/item_types/1/items/page-1/edit',
      }),
    ]);
  });

  it('prints a table with control characters escaped, and the counts', () => {
    const page = record('page\n2', 'generic_page', {
      body: { localized: true, byLocale: { fr: dastLinkingTo('gone'), en: dastLinkingTo('gone') } },
    });
    const report = healthReportOf(content([page]), options);
    expect(report).toMatchObject({ errors: 2, warnings: 0, records: 1 });
    const table = reportTable(report);
    expect(table).toContain('page\\u{a}2');
    expect(table).toContain('body links to record gone, which does not exist');
    expect(table.split('\n').at(-1)).toBe('content check: 2 errors, 0 warnings (1 records)');
    expect(healthSummary({ errors: 1, warnings: 1 })).toBe('content check: 1 error, 1 warning');
  });

  it('prints --json a part at a time, as one JSON.stringify would, with problems or none', () => {
    const page = record('page-3', 'generic_page', {
      body: { localized: true, byLocale: { fr: dastLinkingTo('gone'), en: dastLinkingTo('gone') } },
    });
    const many = healthReportOf(content(Array.from({ length: 300 }, () => page)), options);
    const parts = [...reportJson(many)];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(JSON.stringify(many, null, 2));
    const none = healthReportOf(content([]), options);
    expect([...reportJson(none)].join('')).toBe(JSON.stringify(none, null, 2));
  });
});
