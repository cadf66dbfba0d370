// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { setUpDomTestRoot } from '../test-support/dom-test-root.tsx';
import { hasUnsavedWork, useUnsavedWorkWarning } from './unsaved-work.ts';

function Screen({ unsaved }: { unsaved: boolean }) {
  useUnsavedWorkWarning(unsaved);
  return null;
}

/** Dispatches the event a tab closing or reloading sends; true when the page asked to stay. */
function leaveAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const dom = setUpDomTestRoot();

describe('useUnsavedWorkWarning', () => {
  it('asks before leaving and holds back reloads while any screen has unsaved changes', () => {
    dom.render(
      <>
        <Screen unsaved={false} />
        <Screen unsaved={false} />
      </>,
      { i18n: false },
    );
    expect(hasUnsavedWork()).toBe(false);
    expect(leaveAsked()).toBe(false);

    dom.render(
      <>
        <Screen unsaved />
        <Screen unsaved />
      </>,
      { i18n: false },
    );
    expect(hasUnsavedWork()).toBe(true);
    expect(leaveAsked()).toBe(true);

    // One of two saved: the other still holds its changes.
    dom.render(
      <>
        <Screen unsaved={false} />
        <Screen unsaved />
      </>,
      { i18n: false },
    );
    expect(hasUnsavedWork()).toBe(true);
    expect(leaveAsked()).toBe(true);

    dom.render(null);
    expect(hasUnsavedWork()).toBe(false);
    expect(leaveAsked()).toBe(false);
  });
});
