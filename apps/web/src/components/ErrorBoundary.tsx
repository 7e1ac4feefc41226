import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <section className="container page-narrow error-screen" role="alert">
      <h1>{t('errors.boundary')}</h1>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.refresh')}
      </button>
    </section>
  );
}

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Fallback for render errors inside a page: "Something went wrong…" + "Refresh Page". */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('render error', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
