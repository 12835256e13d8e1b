/** The folders of a bundle directory (see bundles.ts). */
export const CLIENT_BUNDLE_DIR = 'client';
export const SERVER_BUNDLE_DIR = 'server';

/** The render worker's file in the server bundle's folder. */
export const RENDER_WORKER_FILE = 'render-worker.mjs';
