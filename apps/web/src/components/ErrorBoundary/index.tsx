import { Button, Result, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type WithTranslation, withTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../router/lazy';
import { reloadOnceForChunkError } from './chunk-reload';

interface Props extends WithTranslation {
  children: ReactNode;
}

interface State {
  error: Error | null;
  reloading: boolean;
}

/**
 * One per tab: a crashing page leaves the shell and the other tabs working. A failed lazy chunk
 * (already retried once by `lazyPage`) reloads the app once, then offers a manual reload.
 */
class ErrorBoundaryInner extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) this.setState({ reloading: true });
      return;
    }
    // Kept for the developer console; the user sees the result panel below.
    console.error(error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    const { error, reloading } = this.state;
    const { t, children } = this.props;
    if (!error) return children;
    if (isChunkLoadError(error)) {
      return (
        <Result
          status="warning"
          title={reloading ? t('error.chunkReloading') : t('error.chunkTitle')}
          subTitle={t('error.chunkDescription')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
          }
        />
      );
    }
    return (
      <Result
        status="error"
        title={t('error.pageTitle')}
        subTitle={t('error.pageDescription')}
        extra={[
          <Button key="retry" type="primary" onClick={this.retry}>
            {t('error.retry')}
          </Button>,
          <Button key="reload" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary" className="hris-error-detail">
          {error.message}
        </Typography.Paragraph>
      </Result>
    );
  }
}

export const ErrorBoundary = withTranslation()(ErrorBoundaryInner);
