import { printSchema } from 'graphql';
import { buildContentSchema } from './build-schema.js';

/** The SDL of the content schema, as committed in content-queries/schema.graphql. */
export function printContentSchema(): string {
  return printSchema(buildContentSchema());
}
