import { useContext, type ReactNode } from 'react';
import { Footer } from './Footer.js';
import { FooterSlotContext } from './footer-slot.js';
import { Header } from './Header.js';
import { HeaderSlotContext } from './header-slot.js';
import { SkipLink } from './SkipLink.js';

const MAIN_ID = 'main';

/**
 * The frame of every page: skip link, header, the page's `<main>`, footer, and the live region for navigation. A
 * document rendered with shared header and footer markup gets it here (header-slot.ts, footer-slot.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const sharedHeader = useContext(HeaderSlotContext);
  const sharedFooter = useContext(FooterSlotContext);
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header sharedMarkup={sharedHeader} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer sharedMarkup={sharedFooter} />
      <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </>
  );
}
