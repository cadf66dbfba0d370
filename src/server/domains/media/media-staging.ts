import path from 'node:path';
import type { AppDeps } from '../../deps.ts';

/**
 * The local folder uploads are streamed into before they are checked and stored, and where a
 * source image from a bucket is fetched to for rendering; the stale-upload sweep empties it.
 */
export function stagingDir(deps: AppDeps): string {
  return path.join(deps.config.dataDir, 'tmp', 'uploads');
}
