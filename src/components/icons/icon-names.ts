/** Every icon of the site, by group: each group is one chunk the browser loads only when it must draw one of them. */
export const iconNames = {
  logo: ['logo'],
  pattern: ['1', '2', '3', '4', '5', '6', '7', '8'],
  socials: ['facebook', 'instagram', 'linkedin', 'tiktok', 'x', 'youtube'],
  ui: [
    'arrow',
    'chevron',
    'close',
    'contact',
    'download',
    'filters',
    'grid',
    'info',
    'linkout',
    'list',
    'pause',
    'play',
    'plus',
    'reset',
    'search',
    'substract',
  ],
} as const;

export type IconGroup = keyof typeof iconNames;
export type IconName<Group extends IconGroup> = (typeof iconNames)[Group][number];

/** One icon, named by its group and its name in the group. */
export type IconRef = { [Group in IconGroup]: { group: Group; name: IconName<Group> } }[IconGroup];

/** The inner SVG markup (24 × 24 viewBox) of every icon of a group: what a group chunk exports. */
export type IconGroupMarkup<Group extends IconGroup> = Record<IconName<Group>, string>;

export function isIconGroup(group: string): group is IconGroup {
  return Object.hasOwn(iconNames, group);
}

/** @throws Error('Unknown icon "group/name"') when the group has no such icon. */
export function assertIcon(group: string, name: string): void {
  if (!isIconGroup(group) || !(iconNames[group] as readonly string[]).includes(name)) {
    throw new Error(`Unknown icon "${group}/${name}"`);
  }
}
