import type { Locale } from '../../config/locales.js';
import { buildPath } from '../../routing/build-path.js';
import { Icon } from '../icons/Icon.js';
import { useT } from '../site-context.js';

/** The firm's mark and name, one word a line, linking to the home page of the language. */
export function Logo({ locale, siteName }: { locale: Locale; siteName: string }) {
  const t = useT();
  const words = siteName.split(/\s+/).filter(Boolean);
  return (
    <a href={buildPath('index', locale)} className="logo" aria-label={t('a11y.home', { siteName })}>
      <Icon group="logo" name="logo" className="logo__mark" />
      <span className="logo__name">
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the words of the name, in a fixed order (two may be the same)
          <span key={index}>
            {index > 0 ? ' ' : null}
            {word}
          </span>
        ))}
      </span>
    </a>
  );
}
