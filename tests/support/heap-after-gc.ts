import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * The heap in use after two full garbage collections (the second frees what the first one's finalizers released): what
 * a test's code keeps alive, not what it has thrown away.
 */
export function heapAfterGc(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}
