import { resolve } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { createSiteContentClient } from '../content/client/site-content-client.js';
import { buildSite, type BuildOptions, type BuildSummary } from './build-site.js';
import { sourceHash } from './source-hash.js';

const projectRoot = resolve(import.meta.dirname, '../..');

/** What one build of a session is asked for: buildSite's options but the configuration and the content. */
export type SessionBuildOptions = Omit<BuildOptions, 'config' | 'content'>;

/**
 * A resident build session, for a process that builds again and again (publish:serve's builder,
 * src/publish/build-runner.ts): its content service (or API client) is started once and stays up with its store
 * loaded, and the code of the process, its server bundle included, stays loaded between builds. Each build reads
 * the content as it is then: the embedded service reads its folder again before every build but the first (what a
 * webhook names was saved before it was sent), with a content client of the build's own (an empty cache).
 */
export interface BuildSession {
  /** The code this session runs (source-hash.ts): a build of other code needs another process, hence another session. */
  readonly sourceHash: string;
  build(options: SessionBuildOptions): Promise<BuildSummary>;
  /** Stops the content service. */
  close(): Promise<void>;
}

export async function openBuildSession(config: SiteConfig): Promise<BuildSession> {
  const [hash, content] = await Promise.all([sourceHash(projectRoot), createSiteContentClient(config, { serviceProcess: true })]);
  let loaded = true;
  return {
    sourceHash: hash,
    async build(options) {
      if (!loaded) {
        const started = performance.now();
        await content.reload();
        (options.log ?? console.log)(`[build] the content service read its folder again in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      }
      loaded = false;
      return buildSite({ ...options, config, content: Promise.resolve(content.anew()) });
    },
    close: () => content.close(),
  };
}
