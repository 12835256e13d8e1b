import type { ContentBlockData } from '../../content-model/content-data.js';
import { Image } from '../image/Image.js';
import { BlockVideo } from './BlockVideo.js';
import { LinkBlock } from '../links/LinkBlock.js';
import { ParallaxFrame } from '../page/ParallaxFrame.js';

/** A block embedded in structured text: image, video, quote or call to action (titled at `headingLevel`). */
export function ContentBlock({ block, headingLevel = 2 }: { block: ContentBlockData; headingLevel?: number }) {
  switch (block.__typename) {
    case 'ImageBlockRecord':
      return (
        <figure className="block-image" id={block.id}>
          <ParallaxFrame patternKey={block.image.id}>
            <Image image={block.image} ar="auto" sizes="xs:100vw md:720" parallax />
          </ParallaxFrame>
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'VideoBlockRecord':
      return (
        <figure className="block-video" id={block.id}>
          <BlockVideo media={block.video} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'QuoteBlockRecord':
      return (
        <figure className="quote" id={block.id}>
          <blockquote>
            <p>{block.quote}</p>
          </blockquote>
          {block.attribution ? <figcaption>{block.attribution}</figcaption> : null}
        </figure>
      );
    case 'CtaBlockRecord': {
      const Heading = `h${headingLevel}` as 'h2';
      return (
        <aside className="cta" id={block.id} aria-labelledby={`${block.id}-title`}>
          <Heading id={`${block.id}-title`}>{block.title}</Heading>
          {block.text ? <p>{block.text}</p> : null}
          {block.links.length > 0 ? (
            <p className="cta-links">
              {block.links.map((link) => (
                <LinkBlock key={link.id} link={link} className="button" />
              ))}
            </p>
          ) : null}
        </aside>
      );
    }
  }
}
