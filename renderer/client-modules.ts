/** The attribute of a page's one script that lists the modules it starts (the client entry first), space-separated. */
export const CLIENT_MODULES_ATTRIBUTE = 'data-modules';

/**
 * The attribute of a page's one script that names its language's site module (src/page-contract/site-module.ts), which the
 * boot script starts loading with the code. Only the boot reads it: the entry finds the same module from the page's
 * payload (a module both imported would join the entry's chunk, and the boot would load that chunk at once).
 */
export const SITE_MODULE_ATTRIBUTE = 'data-site';

/** A page whose images or fonts never finish loading (a stalled connection) still starts its code this long after its HTML. */
export const LATEST_START_MS = 5000;
