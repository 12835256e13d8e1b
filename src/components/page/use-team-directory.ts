import { useEffect, useState } from 'react';
import { liveBuild } from '../../page-contract/live-build.js';
import type { TeamDirectory } from '../../page-contract/team-directory-data.js';

export type DirectoryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; directory: TeamDirectory }
  | { status: 'error' };

/** One request per build for the life of the tab: the directory of a build never changes. */
const requests = new Map<string, Promise<TeamDirectory>>();

/** The directory at `path` in the live build (its id from builds/latest.json: a page names no build). */
async function request(path: string): Promise<TeamDirectory> {
  const url = `${path}?${encodeURIComponent((await liveBuild()).id)}`;
  let pending = requests.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Team directory: HTTP ${response.status}`);
      return response.json() as Promise<TeamDirectory>;
    });
    pending.catch(() => requests.delete(url));
    requests.set(url, pending);
  }
  return pending;
}

/** The team directory at site path `url`, fetched once it is needed (`url` null until then). */
export function useTeamDirectory(url: string | null): DirectoryState {
  const [state, setState] = useState<DirectoryState>({ status: 'idle' });
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    request(url).then(
      (directory) => current && setState({ status: 'ready', directory }),
      (error: unknown) => {
        console.error('[team filter]', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
