// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCollectionErrors, setCollectionErrors, useErrorCollections } from '../../../lib/error-collections.ts';
import { createDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { initialPublicationState, PUBLICATION_ERRORS } from '../publication/publication-slice.ts';
import type { SaveMessageState } from '../components/SaveMessage.tsx';
import { publicationState, setPublicationState, usePageEditorStore } from './editor-store.ts';
import { useEditorMessage } from './use-editor-message.ts';

const dom = createDomTestRoot({ attach: false });
let current: [SaveMessageState, (message: SaveMessageState) => void];

function Probe() {
  current = useEditorMessage();
  return null;
}

beforeEach(() => {
  setPublicationState(initialPublicationState);
  clearCollectionErrors(PUBLICATION_ERRORS);
  dom.mount();
  dom.render(<Probe />, { i18n: false });
});

afterEach(() => {
  dom.unmount();
});

describe("the editor shows only the newest action's message", () => {
  it('a Save or Restore after Publish replaces "The page has been published."', () => {
    act(() => setPublicationState({ outcome: { operation: 'publish', ok: true } }));
    act(() => current[1](null)); // Save starts
    expect(publicationState().outcome).toBeNull();
    act(() => current[1]({ kind: 'success', text: 'Saved' }));
    expect(current[0]).toEqual({ kind: 'success', text: 'Saved' });
    // A failed publication's errors go too.
    act(() => setCollectionErrors(PUBLICATION_ERRORS, [{ code: 'V_07' }]));
    act(() => setPublicationState({ outcome: { operation: 'publish', ok: false } }));
    act(() => current[1]({ kind: 'success', text: 'Restored' }));
    expect(publicationState().outcome).toBeNull();
    expect(useErrorCollections.getState().collections[PUBLICATION_ERRORS]).toBeUndefined();
  });

  it('starting a publication action removes the last save message', () => {
    act(() => current[1]({ kind: 'success', text: 'Saved' }));
    act(() => usePageEditorStore.getState().startPublication('publish'));
    expect(current[0]).toBeNull();
    act(() => setPublicationState({ busy: null, outcome: { operation: 'publish', ok: true } }));
    expect(current[0]).toBeNull();
    expect(publicationState().outcome).toEqual({ operation: 'publish', ok: true });
  });

  it('closing the editor forgets its message', () => {
    act(() => current[1]({ kind: 'success', text: 'Saved' }));
    act(() => usePageEditorStore.getState().dispatch({ type: 'closed' }));
    expect(current[0]).toBeNull();
  });
});
