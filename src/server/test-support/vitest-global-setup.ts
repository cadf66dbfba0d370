import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One directory per Vitest run for the database templates (database-template.ts), so the test
 * processes of one run share one migrated and seeded template. Removed when the run ends.
 * Kept free of server imports: it runs in Vitest's main process.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-templates-'));
  process.env.VERDANT_TEST_TEMPLATE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
