import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, resolveStorageKey } from './local-file-storage.ts';
import type { FileStorage } from './file-storage.ts';

let root: string;
let storage: FileStorage;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-storage-'));
  storage = createLocalFileStorage(root);
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('resolveStorageKey', () => {
  it('maps a relative key inside the root', () => {
    expect(resolveStorageKey('/data/files', 'profile-images/12-ab34.png')).toBe(path.resolve('/data/files/profile-images/12-ab34.png'));
  });

  it.each([
    ['parent segment', '../secret.txt'],
    ['parent segment in the middle', 'profile-images/../../etc/passwd'],
    ['lone dot-dot', '..'],
    ['dot segment', './file.png'],
    ['absolute path', '/etc/passwd'],
    ['backslash', 'profile-images\\..\\secret'],
    ['Windows drive', 'C:\\Windows\\win.ini'],
    ['NUL byte', 'profile-images/a\u0000.png'],
    ['empty key', ''],
    ['empty segment', 'profile-images//a.png'],
    ['trailing slash', 'profile-images/'],
    ['space', 'profile images/a.png'],
    ['percent-encoded dots', '%2e%2e/secret'],
    ['overlong key', `${'a'.repeat(1025)}`],
  ])('refuses a key with a %s', (_label, key) => {
    expect(() => resolveStorageKey('/data/files', key)).toThrow(/Invalid storage key|escapes/);
  });
});

describe('createLocalFileStorage', () => {
  it('writes, reads, sizes and removes a file', async () => {
    const key = 'profile-images/1-abc.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.write(key, Buffer.from('hello world'))).toEqual({ size: 11 });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(11);
    expect((await readAll(await storage.read(key))).toString()).toBe('hello world');
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    // Removing twice is fine.
    await storage.remove(key);
  });

  it('accepts a stream and replaces an existing file whole', async () => {
    const key = 'docs/report.txt';
    await storage.write(key, Buffer.from('first version, quite long'));
    await storage.write(key, Readable.from([Buffer.from('second'), Buffer.from(' version')]));
    expect((await readAll(await storage.read(key))).toString()).toBe('second version');
    // No half-written temporary files stay behind.
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('reading a missing file fails', async () => {
    await expect(storage.read('nothing/here.png')).rejects.toThrow();
  });

  it.each(['../escape.txt', '/abs.txt', 'a\\b.txt', 'a\u0000b.txt'])('refuses to write, read or remove %j', async (key) => {
    await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    expect(await storage.exists(key)).toBe(false);
    expect(fs.existsSync(path.join(root, '..', 'escape.txt'))).toBe(false);
  });

  it('a failed stream leaves no file and no temporary file', async () => {
    const key = 'docs/broken.txt';
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.write(key, failing)).rejects.toThrow('connection lost');
    expect(await storage.exists(key)).toBe(false);
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('opens with the length, lists by prefix (not the .incoming folder) and removes a folder whole', async () => {
    await storage.write('media/ab/ab01', Buffer.from('one'));
    await storage.write('media/ab/ab02', Buffer.from('two!'));
    await storage.write('media/cd/cd03', Buffer.from('three'));
    fs.mkdirSync(path.join(root, '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(root, '.incoming', 'half.part'), 'x');
    const opened = await storage.open('media/ab/ab02');
    expect(opened.size).toBe(4);
    expect((await readAll(opened.body)).toString()).toBe('two!');
    const listed = async (prefix: string) => {
      const found: string[] = [];
      for await (const object of storage.list(prefix)) found.push(`${object.key}:${object.size}`);
      return found.sort();
    };
    expect(await listed('media/ab/')).toEqual(['media/ab/ab01:3', 'media/ab/ab02:4']);
    expect(await listed('media/')).toEqual(['media/ab/ab01:3', 'media/ab/ab02:4', 'media/cd/cd03:5']);
    expect((await listed('')).some((entry) => entry.includes('.incoming'))).toBe(false);
    await storage.removeAll('media/ab');
    expect(await listed('media/')).toEqual(['media/cd/cd03:5']);
    await expect(storage.removeAll('../outside')).rejects.toThrow(/Invalid storage key/);
  });
});
