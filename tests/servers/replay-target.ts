import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exchange, ReplayRequest } from './raw-exchange.js';

/** A server of the project started for the replay, on a loopback port, with the requests to send it in order. */
export interface ReplayServer {
  port: number;
  requests: ReplayRequest[];
  /** Awaited after each answer (writes indexed in the background), so that the next one sees a settled state. */
  settle?: () => Promise<void>;
  /** How an answer's body is kept when not as the default does (a page rendered on request: its title). */
  body?: (exchange: Exchange) => string | undefined;
  close(): Promise<void>;
}

/** A server of the replay: its name (the recording's key) and how to start it. */
export interface ReplayTarget {
  name: string;
  start(): Promise<ReplayServer>;
}

/** Listens with `server` on a free loopback port. */
export async function listening(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Listens with a server answering with `listener`. */
export const listen = (listener: RequestListener) => listening(createServer(listener));

/** The same request with each of `methods`, named `{name}, {METHOD}`. */
export const withMethods = (request: ReplayRequest, methods: readonly string[]): ReplayRequest[] =>
  methods.map((method) => ({ ...request, name: `${request.name}, ${method}`, method }));

/** The ETag of the answer before, sent back as If-None-Match. */
export const revalidate = (previous: Exchange): Record<string, string> => {
  const etag = previous.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
  return etag ? { 'If-None-Match': etag } : {};
};
