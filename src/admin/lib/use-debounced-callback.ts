import { useEffect, useMemo, useRef } from 'react';
import { debounce, type DebounceSettings } from 'lodash-es';

/**
 * A debounced version of `callback` that always calls the latest callback and is
 * cancelled on unmount, so a late call never touches an unmounted screen.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  waitMs: number,
  options: DebounceSettings = {},
): ((...args: Args) => void) & { cancel: () => void } {
  const latest = useRef(callback);
  latest.current = callback;
  const { leading, trailing, maxWait } = options;
  const debounced = useMemo(
    () => debounce((...args: Args) => latest.current(...args), waitMs, { leading, trailing, maxWait }),
    [waitMs, leading, trailing, maxWait],
  );
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
