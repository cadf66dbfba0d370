import { describe, expect, it } from 'vitest';
import { newClientId, presenceSummary } from './presence-state.ts';

const entry = (name: string, openedAt: string, unsaved = false) => ({ userId: name.length, name, image: null, openedAt, unsaved });

describe('page presence in the editor', () => {
  it('says nothing when nobody else has the page open', () => {
    expect(presenceSummary([])).toBeNull();
  });

  it('names the others in the order they opened the page and notes unsaved changes', () => {
    expect(presenceSummary([entry('Bram', '2026-11-25T10:05:00Z'), entry('Anna', '2026-11-25T10:01:00Z')])).toEqual({
      names: ['Anna', 'Bram'],
      anyUnsaved: false,
    });
    expect(presenceSummary([entry('Anna', '2026-11-25T10:01:00Z'), entry('Bram', '2026-11-25T10:05:00Z', true)])?.anyUnsaved).toBe(true);
  });

  it('gives each tab an id the server accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newClientId()).not.toBe(id);
  });
});
