import type { SiteConfig } from '../config/env.js';
import { answerCacheRoot } from '../content-service/server/answer-cache.js';
import { startContentServiceChild } from '../content-service/server/content-service-child.js';
import { DATOCMS_REQUEST_RATE } from '../content-model/api/request-rate.js';
import { generateServiceToken } from '../content-service/server/service-token.js';
import { UPLOADS_PATH } from '../content-model/api/uploads-path.js';
import { createContentClient, type ContentClient, type ContentClientOptions } from './content-client.js';

export interface SiteContentClient extends ContentClient {
  /** The API base URL in use. */
  readonly url: string;
  /** True when the content comes from the embedded service started by this client. */
  readonly embedded: boolean;
  /** Stops the embedded service, if any. */
  close(): Promise<void>;
  /** Has the embedded service read its folder again; a remote API is always current. */
  reload(): Promise<void>;
  /**
   * A client of the same API or embedded service with an empty cache of its own, whose `close()` leaves the service
   * running: each build of a resident build session reads the content as it is then.
   */
  anew(): SiteContentClient;
}

/** What the client needs of an embedded service, in this process or a child. */
interface EmbeddedService {
  url: string;
  assetUrl: string;
  close(): Promise<void>;
  reload(): Promise<void>;
}

/** Client options that the configuration does not decide. */
export type SiteContentClientOptions = Omit<ContentClientOptions, 'url' | 'token' | 'preview'> & {
  /** Runs the embedded service in a child process instead of this one (builds: see content-service-child.ts). */
  serviceProcess?: boolean;
};

/**
 * The content client of a build or a server process. With CONTENT_API_URL it talks to that API with
 * CONTENT_API_TOKEN and CONTENT_PREVIEW; without it, it starts the embedded content service on an ephemeral loopback
 * port over CONTENT_DIR (default `content/`), which `close()` stops, with a random token of this process's (no other
 * process can query it). Content loading errors reject the promise. Requests to a remote API keep within DatoCMS's
 * per-token rate (40 a second, 1,000 a minute) unless `rateLimit` says otherwise; the embedded service has no limit.
 * The embedded service's upload URLs (absolute, on CONTENT_ASSET_URL or its own origin) reach the site as the site
 * paths `/uploads/{filename}?…` under which the site publishes the same files; with CONTENT_API_URL, so do URLs on
 * CONTENT_ASSET_URL when it is set (the service is then one started elsewhere over the same content folder).
 */
export async function createSiteContentClient(
  config: SiteConfig,
  { serviceProcess = false, ...options }: SiteContentClientOptions = {},
): Promise<SiteContentClient> {
  /** A client over `url` and its service: `close` stops the service, the clients made by `anew` leave it running. */
  const siteClient = (
    clientOptions: ContentClientOptions,
    embedded: boolean,
    service: Pick<SiteContentClient, 'close' | 'reload'>,
  ): SiteContentClient => {
    const make = (close: () => Promise<void>): SiteContentClient => ({
      ...createContentClient(clientOptions),
      url: clientOptions.url,
      embedded,
      close,
      reload: service.reload,
      anew: () => make(async () => {}),
    });
    return make(service.close);
  };
  if (config.contentApiUrl) {
    const remote = {
      rateLimit: DATOCMS_REQUEST_RATE,
      ...options,
      url: config.contentApiUrl,
      token: config.contentApiToken,
      preview: config.contentPreview,
      // An embedded service started elsewhere (`npm run content:serve`) with the same CONTENT_ASSET_URL.
      ...(config.contentAssetUrl && { siteAssets: { from: config.contentAssetUrl, to: UPLOADS_PATH } }),
    };
    return siteClient(remote, false, { close: async () => {}, reload: async () => {} });
  }
  const service = {
    dir: config.contentDir,
    token: generateServiceToken(),
    faults: config.contentFaults,
    ...(config.contentAssetUrl && { assetUrl: config.contentAssetUrl }),
  };
  // The site publishes the embedded service's upload files under its own /uploads/ (the build copies them, the dev
  // server serves them), so its pages name them by site path, as before upload URLs were absolute.
  // The service in this process is loaded when asked for: its GraphQL schema and compiler are ~0.45 s of a process's
  // start, which a build (its service in a process of its own) does not spend before it starts that process.
  // A build's service keeps its answers for the next build's, as DatoCMS's CDN does (answer-cache.ts).
  const server: EmbeddedService = serviceProcess
    ? await startContentServiceChild({ ...service, answerCache: answerCacheRoot() })
    : await (await import('../content-service/server/content-server.js')).startContentServer({ ...service, port: 0 });
  return siteClient(
    {
      ...options,
      url: server.url,
      token: service.token,
      preview: config.contentPreview,
      siteAssets: { from: server.assetUrl, to: UPLOADS_PATH },
    },
    true,
    server,
  );
}
