import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PartFailureBoundaryProps {
  children: ReactNode;
  /** Called before the part renders again: a lazy part starts a new load here. */
  onRetry: () => void;
}

interface PartFailureBoundaryState {
  failed: boolean;
}

/**
 * Keeps a failure inside one part of a screen (a chunk that did not load, a part that threw while
 * rendering): without it React unmounts the whole admin, and an editor sees a blank page instead
 * of the work on the rest of the screen. The part shows a message and a way to try again.
 */
export class PartFailureBoundary extends Component<PartFailureBoundaryProps, PartFailureBoundaryState> {
  override state: PartFailureBoundaryState = { failed: false };

  static getDerivedStateFromError(): PartFailureBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the admin failed to load or render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PartFailed onRetry={this.retry} /> : this.props.children;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--warning part-failed" role="alert">
      <p>{t('common.partFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
