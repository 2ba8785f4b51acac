import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, mayReloadIntoCurrentBuild, reloadIntoCurrentBuild } from './stale-build';

function CrashMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-lg font-semibold">{t('crash.title')}</h1>
      <p className="text-ink-muted">{t('crash.body')}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

interface State {
  error: Error | null;
  /** A part of an older build that the server no longer has: the page is loading again (./stale-build.ts). */
  reloading: boolean;
}

/**
 * A crash in one screen shows a translated message with a retry, never a white page. A part of the page
 * that could not be loaded (a deploy removed the tab's build's files) loads the page again instead, into
 * the new build; where that was just tried, or offline, the retry does it.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, reloading: isChunkLoadError(error) && mayReloadIntoCurrentBuild() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.reloading) {
      if (reloadIntoCurrentBuild()) return;
      this.setState({ reloading: false });
    }
    console.error('Screen crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null, reloading: false });
  }

  override render() {
    const { error, reloading } = this.state;
    if (reloading) return null;
    // A part that failed to load fails again from React's memory: only a new page loads it.
    if (error)
      return (
        <CrashMessage
          onRetry={() => (isChunkLoadError(error) ? window.location.reload() : this.setState({ error: null }))}
        />
      );
    return this.props.children;
  }
}
