import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useId, useRef, useState } from 'react'
import { sessionAtom } from '../../../atoms/index'
import { answerPasskeyPromptAtom } from '../../../atoms/passkeys'
import { useT } from '../../i18n/index'
import { Button, InlineAlert } from '../../ui/index'
import { passkeyErrorText } from './passkey-error'
import type { PasskeyFailure } from '../../../atoms/passkeys'

/**
 * The box's step look (its form, title and subtitle classes), handed down by the box: reaching the
 * box's styles module from this chunk made a host's bundler split that module out of the box's
 * first-load file (0.1 KiB gzip of lost context).
 */
export interface PasskeyStepStyles {
  form: string
  title: string
  subtitle: string
}

/**
 * Step `promptPasskeys` after sign-in: create a passkey, not now, or don't ask again. Each answer
 * goes on to the post-login navigation; a failed creation stays here with its reason, so the
 * person may try again or skip.
 */
export function PasskeyPrompt({ styles }: { styles: PasskeyStepStyles }) {
  const t = useT()
  const titleId = useId()
  const session = useAtomValue(sessionAtom)
  const answer = useSetAtom(answerPasskeyPromptAtom)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<PasskeyFailure | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [])
  const userId = session.user?.id ?? ''

  const create = async () => {
    setBusy(true)
    setFailure(null)
    const result = await answer({ answer: 'create', userId })
    setBusy(false)
    setFailure(result)
  }
  const error = passkeyErrorText(failure, t)
  return (
    <section className={styles.form} aria-labelledby={titleId} part="form">
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {t('passkeys.prompt.title')}
        </h2>
        <p className={styles.subtitle}>{t('passkeys.prompt.body')}</p>
      </div>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
      <Button block loading={busy} onClick={() => void create()}>
        {t('passkeys.prompt.create')}
      </Button>
      <Button
        variant="secondary"
        block
        disabled={busy}
        onClick={() => void answer({ answer: 'later', userId })}
      >
        {t('passkeys.prompt.later')}
      </Button>
      <Button
        variant="ghost"
        disabled={busy}
        onClick={() => void answer({ answer: 'never', userId })}
      >
        {t('passkeys.prompt.never')}
      </Button>
    </section>
  )
}
