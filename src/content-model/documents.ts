import { parse, visit, type DocumentNode } from 'graphql';

/**
 * The GraphQL documents of `content-queries/`, each with the fragments it uses (transitively) appended, so a page
 * asks for a document by name: `contentDocument('employees')`.
 */
export function createDocumentRegistry(sources: Record<string, string>): (name: string) => string {
  const fragments = new Map<string, string>();
  const operations = new Map<string, string>();
  for (const [file, source] of Object.entries(sources)) {
    const name = file.replace(/^.*content-queries\//, '').replace(/\.graphql$/, '');
    if (name.startsWith('fragments/')) {
      for (const definition of parse(source).definitions) {
        if (definition.kind === 'FragmentDefinition' && definition.loc) {
          fragments.set(definition.name.value, source.slice(definition.loc.start, definition.loc.end));
        }
      }
    } else if (name !== 'schema') {
      operations.set(name, source);
    }
  }
  const spreadsOf = (document: DocumentNode): string[] => {
    const names: string[] = [];
    visit(document, {
      // biome-ignore lint/correctness/noComponentHookFactories: a graphql-js visitor keyed by node kind, not a component
      FragmentSpread: (node) => {
        names.push(node.name.value);
      },
    });
    return names;
  };
  const cache = new Map<string, string>();
  return (name) => {
    const cached = cache.get(name);
    if (cached) return cached;
    const operation = operations.get(name);
    if (!operation) throw new Error(`Unknown content query "${name}" (no content-queries/${name}.graphql)`);
    const included = new Set<string>();
    const queue = spreadsOf(parse(operation));
    while (queue.length > 0) {
      const fragmentName = queue.shift() as string;
      if (included.has(fragmentName)) continue;
      const fragment = fragments.get(fragmentName);
      if (!fragment) throw new Error(`Content query "${name}" uses unknown fragment ${fragmentName}`);
      included.add(fragmentName);
      queue.push(...spreadsOf(parse(fragment)));
    }
    const text = [operation, ...[...included].map((fragmentName) => fragments.get(fragmentName))].join('\n');
    cache.set(name, text);
    return text;
  };
}
