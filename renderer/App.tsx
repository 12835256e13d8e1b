import type { ComponentType } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { JsonLd } from '../src/components/head/JsonLd.js';
import { PageHead } from '../src/components/head/PageHead.js';
import { Layout } from '../src/components/layout/Layout.js';
import { SiteContext } from '../src/components/site-context.js';
import type { PagePayload } from '../src/runtime/payload.js';
import type { SiteData } from '../src/runtime/site-data.js';

export interface PageProps<Data = unknown> {
  data: Data;
}

/** One page inside the site frame: the same tree renders on the server and hydrates in the browser. */
export function App({ site, payload, Page }: { site: SiteData; payload: PagePayload; Page: ComponentType<PageProps> }) {
  return (
    <SiteContext.Provider value={{ site, payload }}>
      <HelmetProvider>
        <PageHead head={payload.head} />
        <Layout>
          <Page data={payload.data} />
        </Layout>
        <JsonLd data={payload.head.jsonLd ?? []} />
      </HelmetProvider>
    </SiteContext.Provider>
  );
}
