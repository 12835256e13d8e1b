import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../icons/Icon.js';
import type { IconRef } from '../icons/icon-names.js';

/** Colour themes, each a `button--{theme}` class of renderer/styles/button.css. */
export type ButtonTheme = 'beige-100' | 'beige-200' | 'navy-900' | 'outline';

interface ButtonOwnProps {
  children?: ReactNode;
  /** Default `beige-100`. */
  theme?: ButtonTheme;
  icon?: IconRef;
  /** Side of the icon; default right. */
  iconPosition?: 'left' | 'right';
  /** The accessible name of a button that shows only its icon. */
  label?: string;
  className?: string;
}

/** The element's own attributes (and `ref`), except those Button sets itself. */
type Native<Element extends 'a' | 'button'> = Omit<ComponentPropsWithRef<Element>, keyof ButtonOwnProps | 'aria-label'>;

/** A link styled as a button (with `href`) or a `<button type="button">` (without). */
export type ButtonProps =
  | (ButtonOwnProps & Native<'a'> & { href: string })
  | (ButtonOwnProps & Native<'button'> & { href?: undefined });

function hasText(children: ReactNode): boolean {
  return children !== undefined && children !== null && children !== false && children !== '';
}

/**
 * A button or a link that looks like one. An icon-only button needs `label` (its accessible name): without one it
 * logs an error, since screen readers would announce it as "button" and nothing else.
 */
export function Button({
  children,
  theme = 'beige-100',
  icon,
  iconPosition = 'right',
  label,
  className,
  ...native
}: ButtonProps) {
  const iconOnly = !hasText(children);
  if (iconOnly && !label && !native['aria-labelledby']) {
    console.error('[Button] an icon-only button needs a label (its accessible name)', icon);
  }
  const layout = iconOnly ? 'button--icon-only' : icon ? `button--icon-${iconPosition}` : null;
  const classes = ['button', `button--${theme}`, layout, className].filter(Boolean).join(' ');
  const content = (
    <>
      {icon && iconPosition === 'left' ? <Icon {...icon} /> : null}
      {iconOnly ? null : <span className="button__label">{children}</span>}
      {icon && iconPosition === 'right' ? <Icon {...icon} /> : null}
    </>
  );
  if (native.href !== undefined) {
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: `href` comes in the spread `native` props (checked just above), so this is a link
      <a {...native} className={classes} aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" {...native} className={classes} aria-label={label}>
      {content}
    </button>
  );
}
