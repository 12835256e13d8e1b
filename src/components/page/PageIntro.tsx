import type { ReactNode } from 'react';
import type { ImageFragment } from '../../content-model/generated/content-documents.js';
import { Image } from '../image/Image.js';
import { ParallaxFrame } from './ParallaxFrame.js';

/** The hero spans the content column (at most 1200 px); the portrait a third of it from tablets up. */
const HERO_SIZES = 'xs:100vw 1280:1200';
const PORTRAIT_SIZES = 'xs:100vw md:400';

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
  image?: ImageFragment | null;
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
        imageVariant === 'hero' ? (
          <ParallaxFrame patternKey={image.id} className="hero-frame">
            <Image image={image} priority className="hero-image" sizes={HERO_SIZES} parallax />
          </ParallaxFrame>
        ) : (
          <Image image={image} priority className="portrait" ar="4:5" sizes={PORTRAIT_SIZES} />
        )
      ) : null}
    </header>
  );
}
