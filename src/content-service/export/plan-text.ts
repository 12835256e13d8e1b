import type { ExportPlan, PlannedField, PlannedModel, PlannedRecord } from './export-plan.js';

function modelLine(model: PlannedModel): string {
  const kind = model.modularBlock ? 'block' : model.singleton ? 'singleton' : 'collection';
  const traits = [
    kind,
    model.draftModeActive ? 'draft mode' : '',
    model.ordering ? `ordered by ${model.ordering.field} ${model.ordering.direction}` : '',
  ];
  return `  ${model.apiKey} "${model.name}": ${traits.filter(Boolean).join(', ')}`;
}

function fieldLine(field: PlannedField): string {
  const validators = Object.entries(field.validators).map(([name, settings]) => {
    if ('item_types' in settings) return `${name} [${settings.item_types.join(', ')}]`;
    if ('values' in settings) return `${name} [${settings.values.join(', ')}]`;
    return name;
  });
  const traits = [field.fieldType, field.localized ? 'localized' : '', ...validators];
  return `    ${field.apiKey} "${field.label}": ${traits.filter(Boolean).join(', ')}`;
}

function recordLine(record: PlannedRecord): string {
  const deferred = record.deferred.length > 0 ? `, links written after: ${record.deferred.join(', ')}` : '';
  return `  ${record.id} ${record.model} ${record.sourceFile}${record.publish ? ', published' : ', draft'}${deferred}`;
}

/** The plan as readable text: every locale, model with its fields, upload and record, one a line. */
export function planText(plan: ExportPlan): string {
  const fieldCount = plan.models.reduce((sum, model) => sum + model.fields.length, 0);
  return [
    `Locales: ${plan.locales.join(', ')}`,
    `Models and blocks (${plan.models.length}, ${fieldCount} fields):`,
    ...plan.models.flatMap((model) => [modelLine(model), ...model.fields.map(fieldLine)]),
    `Uploads (${plan.uploads.length}):`,
    ...plan.uploads.map((upload) => `  ${upload.id} ${upload.filename}`),
    `Records (${plan.records.length}), in creation order:`,
    ...plan.records.map(recordLine),
    '',
  ].join('\n');
}
