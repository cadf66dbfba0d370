import { useCallback, useEffect, useRef } from 'react';

/** How long dnd-kit's pointer sensor keeps stopping clicks after a drop (AbstractPointerSensor.detach). */
const DND_KIT_CLICK_STOP_MS = 50;

/**
 * dnd-kit stops the propagation of every click for 50 ms after a drop, in the document's capture
 * phase, so that the drop's own click presses nothing. React listens below the document, so a real
 * click in that moment (a quick click on the sidebar's "Page overview") never reaches React, yet
 * the browser still does its default: a link loads its address as a whole new page, past the
 * in-app unsaved-changes prompt (the guard's useBlocker only sees router navigations).
 *
 * A click that follows a new press after the drop is taken here first (the window's capture
 * phase runs before dnd-kit's document listener) and dispatched again once dnd-kit has let go.
 * Returns the callbacks for the DndContext's drag start and end.
 */
export function useClicksAfterDrop(): { dragStarted: () => void; dragEnded: () => void } {
  const holding = useRef(false);
  const pressedSinceDrop = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onPointerDown = () => {
      if (holding.current) pressedSinceDrop.current = true;
    };
    const onClick = (event: MouseEvent) => {
      // The drop's own click (no press since) is left to dnd-kit; replayed clicks are not trusted.
      if (!holding.current || !pressedSinceDrop.current || !event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const target = event.target;
      // Scheduled after dnd-kit's own timer (same delay, set earlier), so its listener is gone by then.
      window.setTimeout(() => target?.dispatchEvent(new MouseEvent('click', event)), DND_KIT_CLICK_STOP_MS);
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('click', onClick, true);
      window.clearTimeout(timer.current);
    };
  }, []);

  const dragStarted = useCallback(() => {
    window.clearTimeout(timer.current);
    holding.current = true;
    pressedSinceDrop.current = false;
  }, []);
  const dragEnded = useCallback(() => {
    pressedSinceDrop.current = false;
    window.clearTimeout(timer.current);
    // Set after dnd-kit's (the sensor detaches before the context reports the drop), so it runs after it.
    timer.current = window.setTimeout(() => {
      holding.current = false;
    }, DND_KIT_CLICK_STOP_MS);
  }, []);
  return { dragStarted, dragEnded };
}
