/** The attribute of a page's one script that lists the modules it starts (the client entry first), space-separated. */
export const CLIENT_MODULES_ATTRIBUTE = 'data-modules';

/** A page whose images or fonts never finish loading (a stalled connection) still starts its code this long after its HTML. */
export const LATEST_START_MS = 5000;
