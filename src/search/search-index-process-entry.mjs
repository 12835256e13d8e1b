// The search index process's entry (started with Node's own flags, without the build's TypeScript loader): registers
// the loader, then runs the process's code.
import { register } from 'tsx/esm/api';

register();
await import('./search-index-process-body.ts');
