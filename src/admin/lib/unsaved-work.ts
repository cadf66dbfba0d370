import { useEffect } from 'react';

// How many screens hold changes not yet saved (an editor, the menu): they may be several at once.
let holders = 0;

/** Whether some screen holds unsaved changes, for code that would reload the page (chunk-reload.ts). */
export function hasUnsavedWork(): boolean {
  return holders > 0;
}

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/**
 * While `unsaved`: the browser asks before the tab closes or reloads (SPEC 2.4), and the admin
 * does not reload on its own after a failed chunk load (the part shows "Try again" instead).
 * One listener for all holders, on while any holds changes: the browser keeps a function added
 * twice once, so one holder's clean-up would otherwise switch the warning off for the others.
 */
export function useUnsavedWorkWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    holders += 1;
    if (holders === 1) window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      holders -= 1;
      if (holders === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [unsaved]);
}
