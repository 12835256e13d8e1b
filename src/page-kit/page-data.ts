import type { ComponentType } from 'react';
import type { PageBuildContext, PageDataModule, PageEntry, PageRef } from '../page-contract/page-module.js';

/** A page folder's data module whose `data()` says what its page gets (the runtime's module, typed). */
export interface PageDataModuleOf<Data> extends PageDataModule {
  data(ref: PageRef, context: PageBuildContext): Promise<PageEntry<Data> | null>;
}

/**
 * What a page folder's data hook gives its page: Vike's `Awaited<ReturnType<typeof data>>`, less the entry around it
 * (title, head, search facts). Each `+data.server.ts` exports `type Data = PageData<typeof data>` and its `+Page.tsx`
 * imports it: the type comes from the hook, never the other way round.
 */
export type PageData<Hook extends PageDataModule['data']> = NonNullable<Awaited<ReturnType<Hook>>>['data'];

/** A page component that takes what its data hook gives: `export default HubPage satisfies PageComponent<Data>`. */
export type PageComponent<Data> = ComponentType<{ data: Data }>;
