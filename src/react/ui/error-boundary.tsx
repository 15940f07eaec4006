import { Component } from 'react'
import { useT } from '../i18n/index'
import { Button } from './button'
import { noticeStyles } from './notice.styles'
import { useStyles } from './use-styles'
import type { ErrorInfo, ReactNode } from 'react'

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode
  /** Called once per render failure (the element turns it into a `foyer-error` event). */
  onError?: (error: unknown) => void
}

interface ErrorBoundaryState {
  failed: boolean
  attempt: number
}

/** Catches a render failure of the screen below it and offers a retry instead of a blank element. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error)
  }

  private readonly retry = () => {
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))
  }

  override render(): ReactNode {
    if (this.state.failed) return <RenderFailure onRetry={this.retry} />
    return <Attempt key={this.state.attempt}>{this.props.children}</Attempt>
  }
}

function Attempt({ children }: { children: ReactNode }) {
  return children
}

function RenderFailure({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles(noticeStyles)
  const t = useT()
  return (
    <div className={styles.notice} role="alert" part="error-notice">
      <p className={styles.text}>{t('element.renderFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('element.retry')}
      </Button>
    </div>
  )
}
