import { printSchema } from 'graphql';
import { buildContentSchema } from './build-schema.js';

/**
 * The SDL of the content schema in strict mode (the site's content client sends `X-Exclude-Invalid: true`), as
 * committed in content-queries/schema.graphql: the schema the documents are validated and typed against.
 */
export function printContentSchema(): string {
  return printSchema(buildContentSchema({ strict: true }));
}
