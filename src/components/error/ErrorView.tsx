import { useEffect, useState } from 'react';
import { locales } from '../../config/locales.js';
import type { PageMessages } from '../../i18n/page-messages.js';
import { translator } from '../../i18n/translator.js';
import { buildPath } from '../../routing/build-path.js';
import type { SiteData } from '../../page-contract/site-data.js';
import { Button } from '../button/Button.js';
import { Logo } from '../layout/Logo.js';
import { MessagesContext } from '../site-context.js';

/**
 * The error page: full-screen background image, the logo linking home, optional subtitle, two title lines, the
 * message naming the path, and a button home. Without its content (PageError failed to load) it still renders the
 * fatal 'Page Not Found' fallback. The path is filled in the browser, where it is known.
 */
export function ErrorView({
  site,
  messages,
  fatal = false,
}: {
  site: SiteData;
  messages: PageMessages;
  fatal?: boolean;
}) {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  const { locale } = site;
  const t = translator(messages);
  const home = buildPath('index', locale);
  const content = fatal ? null : site.errorPage;
  const message = path ? t('error.pageNotFound', { path }) : t('error.fatal');
  const background = content?.cBackgroundImage?.url;
  return (
    <MessagesContext.Provider value={messages}>
      <title>{`${t('error.fatal')} | ${site.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <main
        id="main"
        tabIndex={-1}
        className="error-page"
        style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
      >
        <Logo locale={locale} siteName={site.siteName} />
        <div className="error-page__content">
          {content?.cSubtitle ? <p className="error-subtitle">{content.cSubtitle}</p> : null}
          <h1>
            {content ? (
              <>
                <span className="error-title-line">{content.cTitle1}</span>{' '}
                <span className="error-title-line">{content.cTitle2}</span>
              </>
            ) : (
              t('error.fatal')
            )}
          </h1>
          <p className="error-message" data-error-message lang={locales[locale].iso}>
            {message}
          </p>
          <Button href={home} icon={{ group: 'ui', name: 'arrow' }}>
            {content?.cCtaLabel ?? t('error.backHome')}
          </Button>
        </div>
      </main>
    </MessagesContext.Provider>
  );
}
