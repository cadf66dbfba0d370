import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { STALE_UPLOAD_MS, startupSweepDone, sweepStaleUploads } from './media-sweep.ts';

const twoHoursAgo = () => new Date(Date.now() - 2 * STALE_UPLOAD_MS);

function place(dir: string, name: string, old: boolean): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'half an upload');
  if (old) fs.utimesSync(file, twoHoursAgo(), twoHoursAgo());
  return file;
}

describe('stale upload sweep', () => {
  let t: TestApp;
  let dataDir: string;
  let stale: string;
  let fresh: string;
  let other: string;

  beforeAll(async () => {
    // A data folder as a crash left it, before the server starts.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-sweep-'));
    const staging = path.join(dataDir, 'tmp', 'uploads');
    stale = place(staging, 'crashed.part', true);
    fresh = place(staging, 'in-progress.part', false);
    other = place(staging, 'notes.txt', true);
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs when the media service starts: old .part files go, fresh ones and other files stay', async () => {
    await expect.poll(() => fs.existsSync(stale), { timeout: 5_000 }).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });

  it("also sweeps the store's incoming folder, and counts what it removed", async () => {
    // The sweep started with the app must be over, or it could take a.part before this one does.
    await startupSweepDone(t.deps);
    const incoming = t.deps.storage.localPath!('.incoming');
    const old = place(incoming, 'a.part', true);
    const young = place(incoming, 'b.part', false);
    const oldTmp = place(path.join(dataDir, 'tmp', 'uploads'), 'c.tmp', true);
    expect(await sweepStaleUploads(t.deps)).toBe(2);
    expect([fs.existsSync(old), fs.existsSync(young), fs.existsSync(oldTmp)]).toEqual([false, true, false]);
    expect(await sweepStaleUploads(t.deps)).toBe(0);
  });

  it('is fine with folders that do not exist', async () => {
    fs.rmSync(path.join(dataDir, 'tmp'), { recursive: true, force: true });
    expect(await sweepStaleUploads(t.deps)).toBe(0);
  });
});
