import { resolve } from 'node:path';
import {
  buildClientSchema,
  introspectionFromSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExportPlan } from '../../src/content-service/export/build-export-plan.js';
import type { ExportPlan } from '../../src/content-service/export/export-plan.js';
import { planText } from '../../src/content-service/export/plan-text.js';
import { buildContentSchema } from '../../src/content-service/schema/build-schema.js';
import { loadContent } from '../../src/content-service/store/load-content.js';
import { planSchema, pluralize, type SchemaDescription } from '../support/datocms-plan-schema.js';

/** The Query fields that no model makes: the site and the uploads. */
const FIXED_QUERY_FIELDS = ['_site', 'allUploads', 'upload', '_allUploadsMeta'];

/** The embedded service's schema as a client sees it: through introspection. */
const served = (strict: boolean): GraphQLSchema =>
  buildClientSchema(introspectionFromSchema(buildContentSchema({ strict })));

function argument(arg: GraphQLArgument): string {
  return arg.defaultValue === undefined
    ? `${arg.name}: ${String(arg.type)}`
    : `${arg.name}: ${String(arg.type)} = ${JSON.stringify(arg.defaultValue)}`;
}

/** The types of `schema` that `expected` names, described the same way. */
function describeServed(schema: GraphQLSchema, expected: SchemaDescription): SchemaDescription {
  const result: SchemaDescription = { objects: new Map(), unions: new Map(), inputs: new Map(), enums: new Map() };
  const type = (name: string) => schema.getType(name);
  for (const name of expected.objects.keys()) {
    const object = type(name);
    if (!isObjectType(object)) continue;
    const fields = Object.values(object.getFields()).map((field) => {
      const args = field.args.map(argument).sort();
      return [field.name, `(${args.join(', ')}): ${String(field.type)}`] as const;
    });
    result.objects.set(name, Object.fromEntries(fields));
  }
  for (const name of expected.unions.keys()) {
    const union = type(name);
    if (isUnionType(union))
      result.unions.set(
        name,
        union
          .getTypes()
          .map((member) => member.name)
          .sort(),
      );
  }
  for (const name of expected.inputs.keys()) {
    const input = type(name);
    if (isInputObjectType(input))
      result.inputs.set(
        name,
        Object.fromEntries(Object.values(input.getFields()).map((field) => [field.name, String(field.type)])),
      );
  }
  for (const name of expected.enums.keys()) {
    const enumType = type(name);
    if (isEnumType(enumType))
      result.enums.set(
        name,
        enumType.getValues().map((value) => value.name),
      );
  }
  return result;
}

describe('content:export plan against the schema the embedded service serves', () => {
  let plan: ExportPlan;
  beforeAll(async () => {
    plan = buildExportPlan(await loadContent(resolve(import.meta.dirname, '../../content')));
  }, 20_000);

  it('puts api keys in the plural as Rails does (DatoCMS): news stays news, analysis becomes analyses', () => {
    expect(
      ['single_news', 'single_cases_analysis', 'single_industry', 'generic_page', 'single_about'].map(pluralize),
    ).toEqual(['single_news', 'single_cases_analyses', 'single_industries', 'generic_pages', 'single_abouts']);
  });

  it.each([
    ['strict (X-Exclude-Invalid, the site client)', true],
    ['default', false],
  ])('in the %s schema: every type, field, argument and default the models make is the same', (_mode, strict) => {
    const expected = planSchema(plan, { strict });
    const schema = served(strict);
    const actual = describeServed(schema, expected);

    const query = { ...expected.objects.get('Query') };
    expected.objects.delete('Query');
    const servedQuery = Object.fromEntries(
      Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => [
        field.name,
        `(${field.args.map(argument).sort().join(', ')}): ${String(field.type)}`,
      ]),
    );
    actual.objects.delete('Query');
    expect(
      Object.keys(servedQuery)
        .filter((name) => !(name in query))
        .sort(),
    ).toEqual([...FIXED_QUERY_FIELDS].sort());
    expect(Object.fromEntries(Object.keys(query).map((name) => [name, servedQuery[name]]))).toEqual(query);

    for (const [name, fields] of expected.objects) expect(actual.objects.get(name), name).toEqual(fields);
    for (const [name, members] of expected.unions) expect(actual.unions.get(name), name).toEqual([...members].sort());
    for (const [name, fields] of expected.inputs) expect(actual.inputs.get(name), name).toEqual(fields);
    for (const [name, values] of expected.enums) expect(actual.enums.get(name), name).toEqual(values);
  });

  it('serves no model-made type that the plan does not make', () => {
    const expected = planSchema(plan, { strict: true });
    const known = new Set([
      ...expected.objects.keys(),
      ...expected.unions.keys(),
      ...expected.inputs.keys(),
      ...expected.enums.keys(),
    ]);
    const modelMade = Object.keys(served(true).getTypeMap()).filter((name) =>
      /(Record|Model\w*Field|ModelFilter|ModelOrderBy)$/.test(name),
    );
    expect(modelMade.filter((name) => !known.has(name))).toEqual([]);
    expect(modelMade.length).toBeGreaterThan(plan.models.length * 2);
  });

  it('creates each record after those its required links point to, and writes every other link once all exist', () => {
    const position = new Map(plan.records.map((record, index) => [record.id, index]));
    const subAreas = plan.records.filter((record) => record.model === 'single_sub_practice_area');
    expect(subAreas.length).toBeGreaterThan(0);
    for (const record of subAreas) {
      expect(record.deferred).not.toContain('page_parent');
      expect(position.get(String(record.attributes.page_parent))).toBeLessThan(position.get(record.id) ?? -1);
    }
    const deferred = plan.records.flatMap((record) => record.deferred.map((key) => `${record.model}.${key}`));
    expect(deferred).toContain('single_news.related_articles');
    expect(deferred).toContain('layout.main_menu');
  });

  it('its dry run lists every locale, model, field, upload and record', () => {
    const text = planText(plan);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Locales: fr-CA, en-CA');
    for (const model of plan.models) {
      const start = lines.findIndex((line) => line.startsWith(`  ${model.apiKey} "`));
      expect(start, model.apiKey).toBeGreaterThan(0);
      expect(lines.slice(start + 1, start + 1 + model.fields.length).map((line) => line.trim().split(' ')[0])).toEqual(
        model.fields.map((field) => field.apiKey),
      );
    }
    for (const upload of plan.uploads) expect(text).toContain(`  ${upload.id} ${upload.filename}\n`);
    for (const record of plan.records) expect(text).toContain(`  ${record.id} ${record.model} ${record.sourceFile}`);
    expect(plan.records.length).toBe(170);
  });
});
