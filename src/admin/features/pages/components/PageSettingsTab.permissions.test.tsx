// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { createDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { editorDispatch } from '../editor/editor-store.ts';
import { testPage } from '../editor/editor-test-fixtures.ts';
import { PageSettingsTab } from './PageSettingsTab.tsx';

/** Issue 14: the page settings say how a slug change takes effect, and gate what the user may not do. */
const dom = createDomTestRoot();

function signIn(permissions: PermissionName[]): void {
  useAuthStore.getState().loginSucceeded({
    ID: 3,
    email: 'eddie@test.local',
    role: { id: 2, name: 'Role', permissions: permissions.map((name) => ({ name })) },
    profile: { name: 'Eddie', jobTitle: '', image: null },
    language: 'en',
  });
}

function render(page = testPage({ publishedVersionID: 9 })): void {
  act(() => editorDispatch({ type: 'pageLoaded', page }));
  dom.render(<PageSettingsTab onReload={() => undefined} />, { route: true });
}

const notice = () => dom.container.querySelector('[data-testid="slug-notice"]')?.textContent;
const saveButton = () => [...dom.container.querySelectorAll('button')].find((button) => button.textContent === 'Save page settings')!;

beforeEach(() => {
  dom.mount();
  // The tags panel and the slug check ask the server; their answers do not matter here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ Success: true, Errors: [], data: { items: [] }, available: true }), { status: 200 })),
  );
});
afterEach(() => {
  dom.unmount();
  act(() => editorDispatch({ type: 'closed' }));
  vi.unstubAllGlobals();
});

describe('PageSettingsTab and permissions', () => {
  it('tells a publisher before saving that the public address changes immediately', () => {
    signIn(['create-page', 'publish-page']);
    render();
    expect(notice()).toBe('This page is published: its public address changes immediately when you save.');
  });

  it('tells an editor without publish-page that a new address waits for publication, and shows the pending one', () => {
    signIn(['create-page']);
    render(testPage({ publishedVersionID: 9, pendingSlug: 'news/night-bats' }));
    expect(notice()).toContain('goes live when they are published');
    expect(dom.container.querySelector('[data-testid="pending-address"]')?.textContent).toBe(
      'New address after publication: /en-gb/news/night-bats',
    );
    expect(saveButton().hasAttribute('aria-disabled')).toBe(false);
  });

  it('says nothing about the live address for an unpublished page', () => {
    signIn(['create-page']);
    render(testPage({ publishedVersionID: null }));
    expect(notice()).toBeUndefined();
  });

  it('disables saving, with the reason, for a user without create-page', () => {
    signIn(['review-publication']);
    render();
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    expect(saveButton().getAttribute('title')).toBe('You need the create-page permission.');
    expect(dom.container.querySelector<HTMLInputElement>('input[name="slug"]')!.readOnly).toBe(true);
  });
});
