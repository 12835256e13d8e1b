import type { ReactNode } from 'react';
import { useT } from '../site-context.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

/** The frame of every page: skip link, header, the page's `<main>`, footer, and the live region for navigation. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </>
  );
}
