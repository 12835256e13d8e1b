import { randomBytes } from 'node:crypto';

/**
 * A random token for a content service that was given none (CONTENT_API_TOKEN unset): the service started by a
 * build, the dev server or preview hands it to its own client only, and `content:serve` prints it. No service accepts
 * a token written in the repository.
 */
export function generateServiceToken(): string {
  return randomBytes(24).toString('base64url');
}
