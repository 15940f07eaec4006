import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useId, useRef } from 'react'
import { answerQuickLoginOfferAtom, quickLoginOfferAtom } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'

/**
 * The RegisterQuickLogin flow after an SMS sign-in: remember the number on this device for quick
 * SMS login, or not now. Either answer completes it and the post-login navigation goes on.
 */
export function QuickLoginOffer() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const offer = useAtomValue(quickLoginOfferAtom)
  const answer = useSetAtom(answerQuickLoginOfferAtom)
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [])
  if (!offer) return null
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {t('passwordless.quick.offerTitle')}
        </h2>
        <p className={styles.subtitle}>
          {t('passwordless.quick.offerBody', { phone: offer.phoneNumber })}
        </p>
      </div>
      <Button block onClick={() => answer(true)}>
        {t('passwordless.quick.remember')}
      </Button>
      <Button variant="ghost" onClick={() => answer(false)}>
        {t('passwordless.quick.notNow')}
      </Button>
    </section>
  )
}
