import { describe, expect, it } from 'vitest';
import { checkProfileImage } from './profile-image-check.ts';

const ok = { size: 1000, type: 'image/png', width: 512, height: 512 };

describe('checkProfileImage (SPEC 5)', () => {
  it('accepts a small JPEG or PNG', () => {
    expect(checkProfileImage(ok)).toBeNull();
    expect(checkProfileImage({ ...ok, type: 'image/jpeg', width: 1024, height: 1024 })).toBeNull();
  });
  it('rejects files over 2MB, other formats, undecodable images and images over 1024x1024', () => {
    expect(checkProfileImage({ ...ok, size: 2 * 1024 * 1024 + 1 })?.code).toBe('UM_05');
    expect(checkProfileImage({ ...ok, type: 'image/gif' })?.code).toBe('UM_06');
    expect(checkProfileImage({ ...ok, width: null, height: null })?.code).toBe('UM_07');
    expect(checkProfileImage({ ...ok, width: 1025 })?.code).toBe('UM_08');
  });
});
