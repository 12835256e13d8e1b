import type { ReactNode } from 'react';
import type { ImageData } from '../../content/types/content-types.js';

/** The top of a page: its one `<h1>`, an optional kicker and lead, and the hero image. */
export function PageIntro({
  title,
  kicker,
  lead,
  image,
  children,
}: {
  title: string;
  kicker?: ReactNode;
  lead?: string | null;
  image?: ImageData | null;
  children?: ReactNode;
}) {
  return (
    <header className="page-intro">
      {kicker ? <p className="meta">{kicker}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {image ? (
        <img
          className="hero-image"
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
