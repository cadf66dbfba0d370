import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../../lib/use-debounced-callback.ts';
import { pagesApi } from '../../api.ts';
import { slugCheckable } from '../../new-page-state.ts';

export type SlugAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** Checks the slug as the user types (debounced); answers to older checks are ignored. */
export function useSlugAvailability(slug: string, locale: string, pageID?: number, unchangedSlug?: string): SlugAvailability {
  const [status, setStatus] = useState<SlugAvailability>('idle');
  const latest = useRef(0);
  const check = useDebouncedCallback((value: string, inLocale: string, request: number) => {
    pagesApi
      .slugAvailable(value, inLocale, pageID)
      .then((answer) => {
        if (latest.current === request) setStatus(answer.available ? 'available' : 'taken');
      })
      .catch(() => {
        if (latest.current === request) setStatus('idle');
      });
  }, 400);

  useEffect(() => {
    const request = ++latest.current;
    const { ok, normalized } = slugCheckable(slug);
    if (slug.trim() === '' || !locale || normalized === unchangedSlug) {
      check.cancel();
      setStatus('idle');
      return;
    }
    if (!ok) {
      check.cancel();
      setStatus('invalid');
      return;
    }
    setStatus('checking');
    check(normalized, locale, request);
  }, [slug, locale, unchangedSlug, check]);

  return status;
}
