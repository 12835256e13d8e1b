import { singletonEntry } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) => singletonEntry(context, 'page-newsletter', 'newsletter');
