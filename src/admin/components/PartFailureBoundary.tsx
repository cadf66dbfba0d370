import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PartFailureBoundaryProps {
  children: ReactNode;
  /** Called before the part renders again: a lazy part starts a new load here. */
  onRetry: () => void;
  /** Called once the failure shows (a lazy part lets the next mount load anew). */
  onFailed?: () => void;
  /** What shows instead of the part (default: a message with Try again in its place). */
  failure?: (retry: () => void, chunk: boolean) => ReactNode;
}

interface PartFailureBoundaryState {
  failed: boolean;
  /** A chunk that did not load, rather than a part that threw while rendering. */
  chunk: boolean;
  /** The address it failed at: another one (the next page in the same editor) tries again. */
  failedAt: string;
}

// Chromium, Firefox and Safari's words for a module script that could not be fetched, and Vite's for a stylesheet.
const CHUNK_FAILURES = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the error is a chunk that did not arrive (a dropped connection, a new build). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.test(error.message);
}

/**
 * Keeps a failure inside one part of a screen (a chunk that did not load, a part that threw while
 * rendering): without it React unmounts the whole admin, and an editor sees a blank page instead
 * of the work on the rest of the screen. The part shows a message and a way to try again.
 */
export class PartFailureBoundary extends Component<PartFailureBoundaryProps, PartFailureBoundaryState> {
  override state: PartFailureBoundaryState = { failed: false, chunk: false, failedAt: '' };

  static getDerivedStateFromError(error: unknown): PartFailureBoundaryState {
    return { failed: true, chunk: isChunkLoadError(error), failedAt: window.location.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the admin failed to load or render', error, info.componentStack);
    this.props.onFailed?.();
  }

  override componentDidUpdate(): void {
    if (this.state.failed && window.location.pathname !== this.state.failedAt) this.retry();
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false, chunk: false, failedAt: '' });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.failure ? (
      this.props.failure(this.retry, this.state.chunk)
    ) : (
      <PartFailed onRetry={this.retry} chunk={this.state.chunk} />
    );
  }
}

/** The failure's message and its Try again button. */
export function PartFailed({ onRetry, chunk }: { onRetry: () => void; chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--warning part-failed" role="alert">
      <p>{chunk ? t('common.partNotLoaded') : t('common.partFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
