import { contentTarget } from './content-target.js';
import { devTarget } from './dev-target.js';
import { formsServeTarget, serveTarget } from './forms-target.js';
import { previewTarget } from './preview-target.js';
import { publishTarget } from './publish-target.js';
import type { ReplayTarget } from './replay-target.js';
import { searchTarget } from './search-target.js';
import { staticTarget } from './static-target.js';

/** Every server of the project, as the replay starts them. */
export const REPLAY_TARGETS: readonly ReplayTarget[] = [
  staticTarget('static site'),
  staticTarget('static site without _redirects', { redirects: false }),
  serveTarget,
  formsServeTarget,
  publishTarget,
  searchTarget,
  contentTarget,
  previewTarget,
  devTarget,
];
