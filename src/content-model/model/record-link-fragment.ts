import { recordTypes, routeAddressing, typenameOf } from './record-types.js';

/**
 * The source of `content-queries/fragments/record-link.graphql`: for every record type, the fields its route needs
 * (slug, parent's slug) and the ones a link shows (its card). Written by `npm run content:queries`; a test fails
 * when the committed file differs.
 */
export function printRecordLinkFragment(): string {
  const lines = recordTypes.map((type) => {
    const addressing = routeAddressing(type.route);
    const fields = [
      ...(addressing === 'none' ? [] : ['slug']),
      ...('card' in type ? type.card : ['title']),
      ...(addressing === 'parent-slug' ? ['pageParent { id slug }'] : []),
    ];
    return `  ... on ${typenameOf(type)} { ${fields.join(' ')} }`;
  });
  return [
    '# Generated from src/content-model/model/site-models.ts by `npm run content:queries`: do not edit.',
    '# Enough of any record to build its path with the record resolver (src/routing/record-resolver.ts).',
    'fragment RecordLink on RecordInterface {',
    '  __typename',
    '  id',
    ...lines,
    '}',
    '',
  ].join('\n');
}
