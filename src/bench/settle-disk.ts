import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';

/**
 * Before a measured build: writes the disk's pending data (`sync`), then asks the kernel to drop its clean caches
 * (page cache, dentries, inodes) where this process may (root on Linux); says whether it could. On this VM the caches
 * left by earlier builds (the folders and files of deleted outputs) made the same build's system time grow from 8 to
 * 48 s over four runs in a row, and back to 8 s once dropped: a CI runner starts with neither.
 */
export async function settleDisk(): Promise<boolean> {
  execFileSync('sync');
  return writeFile('/proc/sys/vm/drop_caches', '3').then(
    () => true,
    () => false,
  );
}
