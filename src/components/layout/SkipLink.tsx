import { useT } from '../site-context.js';

/** The first focusable element of every page: jumps over the header to the page's `<main>` and focuses it. */
export function SkipLink({ target }: { target: string }) {
  const t = useT();
  return (
    <a href={`#${target}`} className="skip-link" onClick={() => document.getElementById(target)?.focus()}>
      {t('a11y.skipToContent')}
    </a>
  );
}
