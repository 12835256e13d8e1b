import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FooterNewsletterForm } from '../../src/components/forms/FooterNewsletterForm.js';
import { MessagesContext, SiteContext } from '../../src/components/site-context.js';
import { contentSecurityPolicy } from '../../src/http/security-headers.js';
import { messages } from '../../src/i18n/messages.js';
import { renderInSite } from '../components/render-in-site.js';

const policy = (formsOrigin?: string) =>
  Object.fromEntries(
    contentSecurityPolicy({ tagManager: false, hostedSearch: false, formsOrigin })
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

describe('forms posted to a service on its own origin (FORMS_API_URL)', () => {
  it('post to the site’s own origin by default, and the policy allows nothing else', () => {
    const $ = load(renderInSite(<FooterNewsletterForm labelledBy="x" />));
    expect($('form').attr('action')).toBe('/api/newsletter');
    expect(policy()['form-action']).toEqual(["'self'"]);
  });

  it('post to the configured service, which the policy allows to receive forms and requests', () => {
    const html = renderToString(
      <SiteContext.Provider
        value={{
          site: {
            locale: 'en',
            shell: 'b',
            buildDate: '1970-01-01',
            siteName: 'Firm',
            formsOrigin: 'https://forms.example.com',
            layout: { mainMenu: [], footerMenu: [], legalMenu: [], socialLinks: [], offices: [], footerText: null },
            errorPage: null,
          },
          payload: null as never,
        }}
      >
        <MessagesContext.Provider value={messages.en}>
          <FooterNewsletterForm labelledBy="x" />
        </MessagesContext.Provider>
      </SiteContext.Provider>,
    );
    expect(load(html)('form').attr('action')).toBe('https://forms.example.com/api/newsletter');
    const directives = policy('https://forms.example.com');
    expect(directives['form-action']).toEqual(["'self'", 'https://forms.example.com']);
    expect(directives['connect-src']).toContain('https://forms.example.com');
  });
});
