import type { LinkBlockData } from '../../content-model/content-data.js';
import { LinkBlock } from '../links/LinkBlock.js';
import { useSite } from '../site-context.js';

/** A menu of the content's links as a list, marking the current page or section. */
export function MenuLinks({ links }: { links: readonly LinkBlockData[] }) {
  const { payload } = useSite();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <LinkBlock link={link} currentPath={payload.path} />
        </li>
      ))}
    </ul>
  );
}
