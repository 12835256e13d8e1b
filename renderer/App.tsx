import type { ComponentType } from 'react';
import { JsonLd } from '../src/components/head/JsonLd.js';
import { PageHead } from '../src/components/head/PageHead.js';
import { Layout } from '../src/components/layout/Layout.js';
import { MessagesContext, SiteContext } from '../src/components/site-context.js';
import type { PageMessages } from '../src/i18n/page-messages.js';
import type { PagePayload } from '../src/page-contract/payload.js';
import type { SiteData } from '../src/page-contract/site-data.js';

export interface PageProps<Data = unknown> {
  data: Data;
}

interface AppProps {
  site: SiteData;
  messages: PageMessages;
  payload: PagePayload;
  Page: ComponentType<PageProps>;
}

/** One page inside the site frame: the same tree renders on the server and hydrates in the browser. */
export function App({ site, messages, payload, Page }: AppProps) {
  return (
    <SiteContext.Provider value={{ site, payload }}>
      <MessagesContext.Provider value={messages}>
        <PageHead head={payload.head} />
        <Layout>
          <Page data={payload.data} />
        </Layout>
        <JsonLd data={payload.head.jsonLd ?? []} />
      </MessagesContext.Provider>
    </SiteContext.Provider>
  );
}
