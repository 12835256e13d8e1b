import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../server/helpers.js';
import { checkSiteLinks, formatLinkProblems, mailtoProblem, srcsetUrls, telProblem } from './link-check.js';

const SITE_URL = 'https://www.example.test';
let cleanup: (() => Promise<void>) | undefined;

afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="fr-CA"><head><title>t</title>${head}</head><body>${body}</body></html>`;

async function check(files: Record<string, string>) {
  const temp = await makeTempDir(files);
  cleanup = temp.cleanup;
  return checkSiteLinks(temp.dir, { siteUrl: SITE_URL });
}

describe('the link checker', () => {
  it('passes a site whose links all resolve, in every kind of reference', async () => {
    const { problems, pages, references } = await check({
      'index.html': page(
        `<a href="#main">skip</a><main id="main"><a href="/equipe/">team</a><a href="equipe/?q=1#bio">relative</a>
         <a href="${SITE_URL}/equipe/#bio">absolute</a><a href="/uploads/doc.pdf#page=2">pdf</a>
         <img src="/uploads/a.jpg?w=640" srcset="/uploads/a.jpg?w=640&amp;fp=0.5,0.5 640w, /uploads/b.jpg 1280w" alt="">
         <picture><source srcset="/uploads/b.jpg 1x,/uploads/a.jpg 2x"></picture>
         <div style="background-image:url(&quot;/uploads/a.jpg&quot;)"></div>
         <a href="mailto:info@example.ca?subject=Bonjour%20%C3%A0%20vous">mail</a><a href="tel:+15145550100">tel</a>
         <a href="https://www.linkedin.com/company/x">out</a><a href="#top">top</a></main>`,
        `<link rel="canonical" href="${SITE_URL}/"><link rel="alternate" hreflang="en-CA" href="${SITE_URL}/en/">
         <link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script>
         <meta property="og:image" content="${SITE_URL}/uploads/a.jpg"><meta property="og:url" content="${SITE_URL}/">`,
      ),
      'equipe/index.html': page('<main><h1 id="bio">Bio</h1><a href="../">home</a></main>'),
      'en/index.html': page('<main><a href="/">fr</a></main>'),
      '404.html': page('<main><a href="/">home</a><a href="#main" id="main">x</a></main>'),
      'uploads/a.jpg': 'jpg',
      'uploads/b.jpg': 'jpg',
      'uploads/doc.pdf': 'pdf',
      'assets/app.css': 'css',
      'assets/app.js': 'js',
    });
    expect(problems).toEqual([]);
    expect(pages).toBe(4);
    expect(references).toBeGreaterThan(20);
  });

  it('reports each broken reference with its page, attribute and reason', async () => {
    const { problems } = await check({
      'index.html': page(
        `<main><a href="/equipe/">good</a><a href="/equipe/absent/">missing page</a><a href="/equipe">no slash</a>
         <a href="/equipe/#nope">missing id</a><img src="/uploads/missing.jpg" alt="">
         <img srcset="/uploads/a.jpg 1x, /uploads/gone.jpg 2x" alt=""><a href="tel:5145550100">local tel</a>
         <a href="mailto:not-an-address">bad mail</a><a href="http://localhost:4173/equipe/">dev url</a>
         <a href="javascript:void(0)">js</a><a href="">empty</a></main>`,
        `<link rel="canonical" href="${SITE_URL}/old/"><link rel="alternate" hreflang="en-CA" href="https://www.cblavocats.ca/en/">
         <meta property="og:image" content="/uploads/a.jpg">`,
      ),
      'equipe/index.html': page('<main><h1 id="bio">Bio</h1></main>'),
      '404.html': page('<main><a href="equipe/">relative on an error page</a></main>'),
      'uploads/a.jpg': 'jpg',
    });
    // In document order, head first.
    const lines = problems.map(
      (problem) => `${problem.kind} ${problem.source} ${problem.attribute} ${problem.target}: ${problem.reason}`,
    );
    expect(lines).toEqual([
      'broken /404.html a[href] equipe/: relative URL on an error page: it resolves against whatever missing URL the page is served for',
      'broken /index.html link[rel="canonical"] https://www.example.test/old/: no file /old/index.html in the build',
      'malformed /index.html link[rel="alternate" hreflang="en-CA"] https://www.cblavocats.ca/en/: must be on the site\'s own origin https://www.example.test (SITE_URL)',
      'malformed /index.html meta[property="og:image"] /uploads/a.jpg: must be an absolute URL (crawlers and social networks read it out of context)',
      'broken /index.html a[href] /equipe/absent/: no file /equipe/absent/index.html in the build',
      'broken /index.html a[href] /equipe: no file /equipe in the build (the page is /equipe/: add the trailing slash)',
      'broken /index.html a[href] /equipe/#nope: no element with id "nope" on /equipe/',
      'broken /index.html img[src] /uploads/missing.jpg: no file /uploads/missing.jpg in the build',
      'broken /index.html img[srcset] /uploads/gone.jpg: no file /uploads/gone.jpg in the build',
      'malformed /index.html a[href] tel:5145550100: not an international number (tel:+1…): a local number needs a phone-context (RFC 3966)',
      'malformed /index.html a[href] mailto:not-an-address: "not-an-address" is not an email address',
      'malformed /index.html a[href] http://localhost:4173/equipe/: host localhost is not a public host (a development URL leaked into the build?)',
      'malformed /index.html a[href] javascript:void(0): scheme javascript: is not allowed',
      'malformed /index.html a[href] : empty URL',
    ]);
    expect(formatLinkProblems(problems)).toContain(
      '/ -> img[src] /uploads/missing.jpg — no file /uploads/missing.jpg in the build',
    );
  });

  it('groups a broken link shared by many pages into one line', () => {
    const problems = ['/a/index.html', '/b/index.html', '/c/index.html'].map((source) => ({
      source,
      attribute: 'a[href]',
      target: '/gone/',
      kind: 'broken' as const,
      reason: 'no file /gone/index.html in the build',
    }));
    expect(formatLinkProblems(problems, 2)).toBe(
      '/a/, /b/ and 1 more pages -> a[href] /gone/ — no file /gone/index.html in the build',
    );
  });
});

describe('URL syntax helpers', () => {
  it('splits srcset candidates, keeping commas inside URLs', () => {
    expect(srcsetUrls('/a.jpg?fp=0.5,0.5&w=640 640w, /b.jpg 1280w')).toEqual(['/a.jpg?fp=0.5,0.5&w=640', '/b.jpg']);
    expect(srcsetUrls('/a.jpg, /b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg']);
    expect(srcsetUrls('/a.jpg,/b.jpg 2x'), 'as browsers read it: a comma ends a URL only before whitespace').toEqual([
      '/a.jpg,/b.jpg',
    ]);
    expect(srcsetUrls(' /a.jpg ')).toEqual(['/a.jpg']);
  });

  it('accepts international tel: numbers and mailto: with headers, and names what is wrong otherwise', () => {
    expect(telProblem('tel:+15145550100')).toBeUndefined();
    expect(telProblem('tel:+1-514-555-0100;ext=12')).toBeUndefined();
    expect(telProblem('tel:+1 514 555 0100')).toMatch(/only digits/);
    expect(telProblem('tel:+1')).toMatch(/digits/);
    expect(mailtoProblem('mailto:a@b.ca,c@d.ca?subject=Hello%20there&body=x')).toBeUndefined();
    expect(mailtoProblem('mailto:a@b.ca?subject=Hello there')).toMatch(/whitespace/);
    expect(mailtoProblem('mailto:?subject=x')).toMatch(/without an address/);
    expect(mailtoProblem('mailto:a@localhost')).toMatch(/not an email address/);
  });
});
