import { stat } from 'node:fs/promises';

/** Whether something (file or folder) is at `path`. */
export async function pathExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
