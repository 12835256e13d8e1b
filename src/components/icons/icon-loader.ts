import { assertIcon, isIconGroup, type IconGroup } from './icon-names.js';

type Markup = Readonly<Record<string, string>>;
type GroupModule = { default: Markup };

/**
 * In the browser each file of `groups/` is its own chunk, imported the first time an icon of the group must be drawn
 * on the client. The server loads every group up front (top-level await, removed from the client bundle), so the
 * prerendered HTML holds each icon's SVG and the browser keeps that markup as it is (see Icon): the first load of a
 * page imports no icon code at all.
 */
const groupChunks = import.meta.glob<GroupModule>('./groups/*.ts');
const loaded = new Map<string, Markup>();

if (import.meta.env.SSR) {
  for (const [file, importChunk] of Object.entries(groupChunks)) {
    loaded.set(file.slice('./groups/'.length, -'.ts'.length), (await importChunk()).default);
  }
}

const pending = new Map<IconGroup, Promise<Markup>>();

/**
 * The SVG markup of an icon if its group is loaded (always on the server), else undefined.
 * @throws Error('Unknown icon "group/name"').
 */
export function loadedIconMarkup(group: IconGroup, name: string): string | undefined {
  assertIcon(group, name);
  return loaded.get(group)?.[name];
}

/**
 * Loads a group of icons once (later calls share the same promise; a failed load can be retried).
 * @returns the group's markup by icon name; rejects with Error('Unknown icon group "…"') for an unknown group.
 */
export function loadIconGroup(group: string): Promise<Markup> {
  if (!isIconGroup(group)) return Promise.reject(new Error(`Unknown icon group "${group}"`));
  const ready = loaded.get(group);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(group);
  if (inFlight) return inFlight;
  const importChunk = groupChunks[`./groups/${group}.ts`];
  if (!importChunk) return Promise.reject(new Error(`Icon group "${group}" has no module in groups/`));
  const promise = importChunk().then(
    (module) => {
      loaded.set(group, module.default);
      pending.delete(group);
      return module.default;
    },
    (error: unknown) => {
      pending.delete(group);
      throw error;
    },
  );
  pending.set(group, promise);
  return promise;
}
