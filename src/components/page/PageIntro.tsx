import type { ReactNode } from 'react';
import type { ImageData } from '../../content/types/content-types.js';

/**
 * The top of a page: its one `<h1>`, an optional kicker and lead, what the page adds (facts, links), and its image:
 * a full-width hero, or a team member's portrait.
 */
export function PageIntro({
  title,
  kicker,
  lead,
  image,
  imageVariant = 'hero',
  children,
}: {
  title: string;
  kicker?: ReactNode;
  lead?: string | null;
  image?: ImageData | null;
  imageVariant?: 'hero' | 'portrait';
  children?: ReactNode;
}) {
  return (
    <header className={`page-intro page-intro-${imageVariant}`}>
      {kicker ? <p className="meta">{kicker}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {image ? (
        <img
          className={imageVariant === 'hero' ? 'hero-image' : 'portrait'}
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          fetchPriority="high"
        />
      ) : null}
    </header>
  );
}
