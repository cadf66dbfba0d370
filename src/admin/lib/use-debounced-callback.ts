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
  const debounced = useMemo(() => {
    // lodash reads `'key' in options`, so an undefined key would switch trailing calls off.
    const settings: DebounceSettings = {};
    if (leading !== undefined) settings.leading = leading;
    if (trailing !== undefined) settings.trailing = trailing;
    if (maxWait !== undefined) settings.maxWait = maxWait;
    return debounce((...args: Args) => latest.current(...args), waitMs, settings);
  }, [waitMs, leading, trailing, maxWait]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
