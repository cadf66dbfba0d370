import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '../lib/load-once.ts';
import { PartFailureBoundary } from './PartFailureBoundary.tsx';
import { Spinner } from './Spinner.tsx';

export interface LazyPartOptions<P> {
  /**
   * What shows while the code arrives. Without one the part has no Suspense boundary of its own
   * and the nearest one around it shows its loader (a screen inside the layout's).
   */
  fallback?: (props: P) => ReactNode;
  /** What shows when the part failed (default: a message with Try again in its place); `chunk`: its code did not load. */
  failure?: (props: P, retry: () => void, chunk: boolean) => ReactNode;
}

export type LazyPart<P> = ComponentType<P> & {
  /** Starts fetching the part's code (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code is fetched on first use (issue 20), inside a PartFailureBoundary: a
 * fetch that fails shows a message with "Try again" in the part's place, and the rest of the
 * screen (an editor's unsaved work among it) stays. React.lazy keeps a failed load for good, so
 * trying again, or mounting the part anew, makes a new one. Once the code is there the part
 * renders at once: through React.lazy it would suspend once all the same, and React holds a
 * revealed boundary back.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions<P> = {}): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );
  const newLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = newLazy();

  function Part(props: P) {
    // Chosen once a mount: switching from the lazy wrapper to the loaded component later would
    // remount the part and lose its state (a rich-text editor's, a screen's).
    const [component, setComponent] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const retry = () => {
      Lazy = newLazy();
      setComponent(() => loaded ?? Lazy);
    };
    const part = createElement(component, props);
    const { failure } = options;
    return (
      <PartFailureBoundary
        onRetry={retry}
        // The mounts that failed show it; the next mount (the picker opened again) loads anew.
        onFailed={() => (Lazy = newLazy())}
        {...(failure ? { failure: (again, chunk) => failure(props, again, chunk) } : {})}
      >
        {options.fallback ? <Suspense fallback={options.fallback(props)}>{part}</Suspense> : part}
      </PartFailureBoundary>
    );
  }
  return Object.assign(Part, { preload });
}

/** The usual fallback of a lazy part: a spinner saying it is loading. */
export function PartLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} inline={inline} />;
}
