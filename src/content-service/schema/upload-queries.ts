import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
} from 'graphql';
import type { LocaleIso } from '../../config/locales.js';
import type { FieldValue, StoredUpload } from '../store/content-store.js';
import { tagRead } from './tag-read.js';
import {
  CollectionMetadata,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageBounds,
  type CollectionArgs,
} from './collection-queries.js';
import type { ContentContext, UploadSource } from './context.js';
import { FileField } from './file-field.js';
import { matchesFilter } from './filter-match.js';
import { EQUALITY, filterType, RANGE } from './filter-types.js';
import { COLOR_BUCKETS, colorBucket, imageAnalysis, type ColorBucket } from './image-analysis.js';
import { localeArgs, rootScope, SiteLocale } from './locale-values.js';
import { sortItems } from './order.js';
import type { QueryableField, QueryKind } from './queryable-fields.js';
import { BooleanType, IntType, UploadId } from './scalars.js';
import { nonNullList } from './type-registry.js';
import { uploadsInUse } from './uploads-in-use.js';

const enumOf = (name: string, values: readonly string[]): GraphQLEnumType =>
  new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, { value }])) });

const UPLOAD_TYPES = [
  'image',
  'audio',
  'video',
  'richtext',
  'presentation',
  'spreadsheet',
  'pdfdocument',
  'archive',
] as const;

/** DatoCMS's kind of an upload, from its MIME type. */
function uploadType(upload: StoredUpload): (typeof UPLOAD_TYPES)[number] {
  const [family] = upload.mimeType.split('/');
  if (family === 'image' || family === 'audio' || family === 'video') return family;
  if (upload.mimeType === 'application/pdf') return 'pdfdocument';
  if (upload.mimeType.includes('presentation')) return 'presentation';
  if (upload.mimeType.includes('sheet')) return 'spreadsheet';
  if (upload.mimeType === 'application/zip') return 'archive';
  return 'richtext';
}

function orientation(upload: StoredUpload): string | null {
  if (upload.width === null || upload.height === null) return null;
  return upload.width > upload.height ? 'landscape' : upload.width < upload.height ? 'portrait' : 'square';
}

/** The resolution class of an image by its longest side (thresholds chosen here: docs/reference/content-files.md). */
function resolution(upload: StoredUpload): string | null {
  if (upload.width === null || upload.height === null) return null;
  const side = Math.max(upload.width, upload.height);
  return side <= 128 ? 'icon' : side <= 512 ? 'small' : side <= 1536 ? 'medium' : 'large';
}

/** What a filter reads besides the upload: which uploads are used, and the colour buckets of each image. */
interface UploadFacts {
  inUse: ReadonlySet<string>;
  colors: ReadonlyMap<string, readonly ColorBucket[]>;
}

const TEXT_MATCH = ['matches', 'notMatches'] as const;

/** The fields of `UploadFilter` and `UploadOrderBy`: name, filter operand type and operators, how to read it. */
const UPLOAD_FIELDS: readonly {
  name: string;
  kind: QueryKind;
  filter: GraphQLInputObjectType;
  read(upload: StoredUpload, locale: LocaleIso, facts: UploadFacts): FieldValue;
}[] = [
  { name: 'id', kind: 'itemId', filter: filterType('UploadIdFilter', UploadId, EQUALITY), read: (u) => u.id },
  {
    name: 'type',
    kind: 'slug',
    filter: filterType('UploadTypeFilter', enumOf('UploadType', UPLOAD_TYPES), EQUALITY),
    read: uploadType,
  },
  {
    name: 'inUse',
    kind: 'boolean',
    filter: filterType('InUseFilter', BooleanType, ['eq']),
    read: (u, _locale, facts) => facts.inUse.has(u.id),
  },
  {
    name: 'size',
    kind: 'integer',
    filter: filterType(
      'UploadSizeFilter',
      IntType,
      RANGE.filter((operator) => operator !== 'exists'),
    ),
    read: (u) => u.size,
  },
  {
    name: 'resolution',
    kind: 'slug',
    filter: filterType('ResolutionFilter', enumOf('ResolutionType', ['icon', 'small', 'medium', 'large']), EQUALITY),
    read: resolution,
  },
  {
    name: 'orientation',
    kind: 'slug',
    filter: filterType('OrientationFilter', enumOf('UploadOrientation', ['landscape', 'portrait', 'square']), [
      'eq',
      'neq',
    ]),
    read: orientation,
  },
  {
    name: 'tags',
    kind: 'links',
    filter: filterType(
      'UploadTagsFilter',
      GraphQLString,
      ['contains', 'eq', 'allIn', 'anyIn', 'notIn', 'exists'],
      ['eq', 'allIn', 'anyIn', 'notIn'],
    ),
    read: (u) => u.tags,
  },
  {
    name: 'smartTags',
    kind: 'links',
    filter: filterType(
      'UploadSmartTagsFilter',
      GraphQLString,
      ['contains', 'eq', 'allIn', 'anyIn', 'notIn', 'exists'],
      ['eq', 'allIn', 'anyIn', 'notIn'],
    ),
    read: () => [],
  },
  {
    name: 'colors',
    kind: 'links',
    filter: filterType(
      'ColorsFilter',
      enumOf('ColorBucketType', COLOR_BUCKETS),
      ['contains', 'eq', 'allIn', 'anyIn', 'notIn', 'exists'],
      ['eq', 'allIn', 'anyIn', 'notIn'],
    ),
    read: (u, _locale, facts) => facts.colors.get(u.id) ?? [],
  },
  {
    name: 'mimeType',
    kind: 'string',
    filter: filterType('UploadMimeTypeFilter', GraphQLString, [...EQUALITY, ...TEXT_MATCH]),
    read: (u) => u.mimeType,
  },
  {
    name: 'format',
    kind: 'slug',
    filter: filterType('UploadFormatFilter', GraphQLString, EQUALITY),
    read: (u) => u.format,
  },
  {
    name: 'filename',
    kind: 'string',
    filter: filterType('UploadFilenameFilter', GraphQLString, TEXT_MATCH),
    read: (u) => u.filename,
  },
  {
    name: 'basename',
    kind: 'string',
    filter: filterType('UploadBasenameFilter', GraphQLString, TEXT_MATCH),
    read: (u) => u.basename,
  },
  {
    name: 'alt',
    kind: 'string',
    filter: filterType('UploadAltFilter', GraphQLString, ['eq', 'neq', ...TEXT_MATCH, 'exists']),
    read: (u, locale) => u.alt[locale] ?? null,
  },
  {
    name: 'title',
    kind: 'string',
    filter: filterType('UploadTitleFilter', GraphQLString, ['eq', 'neq', ...TEXT_MATCH, 'exists']),
    read: (u, locale) => u.title[locale] ?? null,
  },
  {
    name: 'author',
    kind: 'string',
    filter: filterType('UploadAuthorFilter', GraphQLString, [...TEXT_MATCH, 'exists']),
    read: (u) => u.author,
  },
  {
    name: 'copyright',
    kind: 'string',
    filter: filterType('UploadCopyrightFilter', GraphQLString, [...TEXT_MATCH, 'exists']),
    read: (u) => u.copyright,
  },
  {
    name: 'notes',
    kind: 'string',
    filter: filterType('UploadNotesFilter', GraphQLString, [...TEXT_MATCH, 'exists']),
    read: (u) => u.notes,
  },
  { name: 'md5', kind: 'slug', filter: filterType('UploadMd5Filter', GraphQLString, EQUALITY), read: (u) => u.md5 },
];

const UploadFilter: GraphQLInputObjectType = new GraphQLInputObjectType({
  name: 'UploadFilter',
  fields: () => {
    const fields: GraphQLInputFieldConfigMap = {
      AND: { type: new GraphQLList(UploadFilter), description: 'Every filter of the list must match' },
      OR: { type: new GraphQLList(UploadFilter), description: 'At least one filter of the list must match' },
    };
    for (const field of UPLOAD_FIELDS) fields[field.name] = { type: field.filter };
    return fields;
  },
});

/** The fields of `UploadOrderBy`; `resolution` sorts by pixel count. */
const sortFields = new Map<string, QueryableField<StoredUpload>>(
  (
    [
      ['size', 'integer', (upload) => upload.size],
      ['resolution', 'integer', (upload) => (upload.width ?? 0) * (upload.height ?? 0)],
      ['filename', 'string', (upload) => upload.filename],
      ['basename', 'string', (upload) => upload.basename],
      ['mimeType', 'string', (upload) => upload.mimeType],
      ['format', 'string', (upload) => upload.format],
    ] as const satisfies readonly (readonly [string, QueryKind, (upload: StoredUpload) => FieldValue])[]
  ).map(([name, kind, read]) => [name, { name, kind, read, sortable: true }]),
);

const UploadOrderBy = enumOf(
  'UploadOrderBy',
  [...sortFields.keys()].flatMap((name) => [`${name}_ASC`, `${name}_DESC`]),
);

/** The colour buckets of every image, computed only when a filter asks for colours. */
async function colorFacts(uploads: readonly StoredUpload[]): Promise<Map<string, readonly ColorBucket[]>> {
  const entries = await Promise.all(
    uploads.map(async (upload) => {
      const colors = (await imageAnalysis(upload))?.colors ?? [];
      return [upload.id, [...new Set(colors.map(colorBucket))]] as const;
    }),
  );
  return new Map(entries);
}

/** The uploads of a query: filtered in its locale, sorted by `orderBy` then by id (the file name). */
async function selectUploads(args: CollectionArgs, context: ContentContext): Promise<UploadSource[]> {
  const scope = rootScope(args, context);
  const all = [...context.store.uploads.values()];
  const { filter } = args;
  let selected = all;
  if (filter) {
    const facts: UploadFacts = {
      inUse: uploadsInUse(context.store),
      colors: JSON.stringify(filter).includes('"colors"') ? await colorFacts(all) : new Map(),
    };
    const fields = new Map<string, QueryableField<StoredUpload>>(
      UPLOAD_FIELDS.map((field) => [
        field.name,
        {
          name: field.name,
          kind: field.kind,
          sortable: false,
          read: (upload, locale) => field.read(upload, locale, facts),
        },
      ]),
    );
    selected = all.filter((upload) => matchesFilter(upload, filter, fields, scope.locale));
  }
  const orderBy = (args.orderBy ?? []).filter((entry): entry is string => entry !== null);
  return sortItems(selected, orderBy, sortFields, scope.locale).map((upload) => ({ upload, ...scope }));
}

/** The uploads a query returns, and the media library it walked, as read (see cache-tags.ts). */
function tagUploads(sources: UploadSource[], context: ContentContext): UploadSource[] {
  tagRead(context, 'uploads', 'uploads');
  for (const { upload } of sources) tagRead(context, 'upload', upload.id);
  return sources;
}

/** `allUploads`, `upload` and `_allUploadsMeta`: the media library, filtered and sorted as DatoCMS does. */
export function uploadQueries(): GraphQLFieldConfigMap<unknown, ContentContext> {
  const selectArgs = { filter: { type: UploadFilter }, orderBy: { type: new GraphQLList(UploadOrderBy) } };
  return {
    allUploads: {
      type: nonNullList(FileField),
      args: {
        ...localeArgs,
        ...selectArgs,
        first: {
          type: IntType,
          defaultValue: DEFAULT_PAGE_SIZE,
          description: `Limit the number of results (max ${MAX_PAGE_SIZE})`,
        },
        skip: { type: IntType, description: 'Skip the first results' },
      },
      resolve: async (_root, args: CollectionArgs, context) => {
        const { start, end } = pageBounds(args);
        return tagUploads((await selectUploads(args, context)).slice(start, end), context);
      },
    },
    upload: {
      type: FileField,
      args: { ...localeArgs, ...selectArgs },
      resolve: async (_root, args: CollectionArgs, context) =>
        tagUploads((await selectUploads(args, context)).slice(0, 1), context)[0] ?? null,
    },
    _allUploadsMeta: {
      type: new GraphQLNonNull(CollectionMetadata),
      args: { locale: { type: SiteLocale }, filter: { type: UploadFilter } },
      resolve: async (_root, args: CollectionArgs, context) => {
        tagRead(context, 'uploads', 'uploads');
        return { count: (await selectUploads(args, context)).length };
      },
    },
  };
}
