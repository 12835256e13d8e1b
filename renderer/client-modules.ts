/** The attribute of a page's one script that lists the modules it starts (the client entry first), space-separated. */
export const CLIENT_MODULES_ATTRIBUTE = 'data-modules';
