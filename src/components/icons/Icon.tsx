import { useRef } from 'react';
import type { IconRef } from './icon-names.js';
import { useIconMarkup } from './use-icon-markup.js';

export type IconProps = IconRef & {
  /** What the icon means, when it stands alone; without it the icon is decorative (hidden from screen readers). */
  label?: string;
  className?: string;
};

/**
 * An inline SVG icon (24 × 24 grid, drawn with `currentColor`). The server renders its markup into the HTML (no flash,
 * crawlable); the browser keeps that markup on hydration and loads the icon's group only to draw it anew.
 */
export function Icon({ group, name, label, className }: IconProps) {
  const svg = useRef<SVGSVGElement>(null);
  const markup = useIconMarkup(group, name, svg);
  return (
    <svg
      ref={svg}
      className={className ? `icon ${className}` : 'icon'}
      data-icon={`${group}/${name}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // Empty until the group is loaded in the browser: React then leaves the server's markup in place.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG of the site's own icon files
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
      suppressHydrationWarning
    />
  );
}
