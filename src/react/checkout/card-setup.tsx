import { useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { toApiError } from '../../api/index'
import { startCardSetupAtom } from '../../atoms/billing-actions'
import { useI18n } from '../i18n/index'
import { Button, InlineAlert, useErrorText, useStyles } from '../ui/index'
import { CardField } from './card-field'
import { checkoutStyles } from './checkout.styles'
import type { StripePublicConfiguration, StripeSetupIntent } from '../../api/billing'
import type { CardFieldHandle } from './card-field'
import type { Ref } from 'react'

/** Props of {@link CardSetup}. */
export interface CardSetupProps {
  /** The card this one replaces, if any (sent with the SetupIntent). */
  replacing?: string
  /** The heading above the card. */
  title: string
  ref?: Ref<CardFieldHandle>
}

/**
 * A new card: asks the server for Stripe's publishable key and a SetupIntent, then shows Stripe's
 * Payment Element for it. A failure to start says so with a retry.
 */
export function CardSetup({ replacing, title, ref }: CardSetupProps) {
  const { t } = useI18n()
  const styles = useStyles(checkoutStyles)
  const errorText = useErrorText()
  const start = useSetAtom(startCardSetupAtom)
  const headingId = useId()
  const [attempt, setAttempt] = useState(0)
  const [setup, setSetup] = useState<{
    config: StripePublicConfiguration
    intent: StripeSetupIntent
  } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    start(replacing)
      .then((started) => {
        if (current) setSetup(started)
      })
      .catch((failure: unknown) => {
        if (current) setError(errorText(toApiError(failure), t('subscriptions.card.loadFailed')))
      })
    return () => {
      current = false
    }
  }, [start, replacing, attempt, errorText, t])

  return (
    <div className={styles.card}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {error ? (
        <>
          <InlineAlert>{error}</InlineAlert>
          <Button
            variant="secondary"
            onClick={() => {
              setError(null)
              setAttempt((count) => count + 1)
            }}
          >
            {t('subscriptions.retry')}
          </Button>
        </>
      ) : null}
      {setup ? (
        <CardField
          ref={ref}
          labelledBy={headingId}
          publishableKey={setup.config.publishableKey}
          clientSecret={setup.intent.setupIntentSecret}
        />
      ) : !error ? (
        <p className={styles.muted} role="status">
          {t('subscriptions.card.loading')}
        </p>
      ) : null}
    </div>
  )
}
