import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
}

/** A crash in one screen shows a translated message with a retry, never a white page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <CrashMessage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
