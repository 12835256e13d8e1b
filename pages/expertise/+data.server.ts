import { translate } from '../../src/i18n/messages.js';
import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { ExpertiseRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** The expertise hub: practice areas, industries and services. */
export async function entries(context: PageBuildContext) {
  const section = async (id: string, document: string, heading: Parameters<typeof translate>[1]) => ({
    id,
    heading: translate(context.locale, heading),
    items: (await context.queryAll<ExpertiseRecord>(document, 'items')).sort(byPosition).map(expertiseCard),
  });
  const sections = [
    await section('practice-areas', 'practice-areas', 'expertise.practiceAreas'),
    await section('industries', 'industries', 'expertise.industries'),
    await section('services', 'services', 'expertise.services'),
  ];
  return [await hubEntry(context, { document: 'page-expertise', route: 'expertise', sections })];
}
