import { describe, expect, it } from 'vitest';
import { shortcutOf } from './use-editor-shortcuts.ts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('page editor shortcuts', () => {
  it('Ctrl or Cmd with Z, Shift+Z, Y and S', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(shortcutOf(press('z', { metaKey: true }), false)).toBe('undo');
    expect(shortcutOf(press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(shortcutOf(press('Z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(shortcutOf(press('y', { ctrlKey: true }), false)).toBe('redo');
    expect(shortcutOf(press('s', { ctrlKey: true }), false)).toBe('save');
    expect(shortcutOf(press('s', { metaKey: true }), false)).toBe('save');
  });

  it('plain keys, Alt combinations and Cmd+Y are not shortcuts', () => {
    expect(shortcutOf(press('z'), false)).toBeNull();
    expect(shortcutOf(press('s', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutOf(press('y', { metaKey: true }), false)).toBeNull();
  });

  it('inside rich text only saving is taken over (the text editor undoes its own typing)', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutOf(press('s', { ctrlKey: true }), true)).toBe('save');
  });
});
