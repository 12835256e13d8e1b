/**
 * The Content Management API server `content:export` sends DATOCMS_CMA_TOKEN to, when `--api-url` names one other
 * than DatoCMS's: an https URL, or plain http only on loopback (a stand-in on this machine, as the tests start), so
 * that the token never crosses a network in clear.
 */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** `value` when it may receive the token; else an Error naming the option and what it expects. */
export function cmaApiUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) return value;
  throw new Error(
    `--api-url: expected an https URL (plain http only on loopback: localhost, 127.0.0.1, [::1]), got "${value}"; DATOCMS_CMA_TOKEN is not sent in clear`,
  );
}
