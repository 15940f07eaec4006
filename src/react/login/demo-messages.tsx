import { useEffect, useState } from 'react'
import { addEnglish } from '../../i18n/index'
import { demoMessages as demoMessagesEnglish } from '../../i18n/messages/en'
import { DEMO_MESSAGE_EVENT } from '../../wire/index'
import { useT } from '../i18n/index'
import { Button, useStyles } from '../ui/index'
import { demoStyles } from './demo.styles'
import type { DemoMessage } from '../../wire/index'

addEnglish(demoMessagesEnglish)

/**
 * In demo mode, what would have been mailed or texted: a marked notice with its link or code, so a
 * visitor can follow every flow without a mailbox. Newest first; each can be dismissed.
 */
export default function DemoMessages() {
  const styles = useStyles(demoStyles)
  const t = useT()
  const [messages, setMessages] = useState<DemoMessage[]>([])
  useEffect(() => {
    const receive = (event: Event) => {
      const message = (event as CustomEvent<DemoMessage>).detail
      setMessages((list) => [message, ...list].slice(0, 3))
    }
    window.addEventListener(DEMO_MESSAGE_EVENT, receive)
    return () => window.removeEventListener(DEMO_MESSAGE_EVENT, receive)
  }, [])
  if (messages.length === 0) return null
  return (
    <div role="status" aria-live="polite">
      {messages.map((message, index) => (
        <aside
          key={`${message.to}-${message.subject}-${messages.length - index}`}
          className={styles.demo}
          // Landmarks need distinct names: each notice is named by its subject (and its place
          // when a subject repeats, as a resent mail's does).
          aria-label={`${t('demoMessages.title')}: ${message.subject}${
            messages.findIndex((other) => other.subject === message.subject) === index
              ? ''
              : ` (${index + 1})`
          }`}
          part="demo-message"
        >
          <p className={styles.demoTitle}>
            {t(message.channel === 'sms' ? 'demoMessages.sms' : 'demoMessages.mail', {
              to: message.to,
            })}
          </p>
          <p className={styles.demoText}>{message.subject}</p>
          {message.code ? (
            <p className={styles.demoText}>
              {t('demoMessages.code')} <strong dir="ltr">{message.code}</strong>
            </p>
          ) : null}
          {message.link ? (
            <p className={styles.demoText}>
              <a href={message.link}>{t('demoMessages.open')}</a>
            </p>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => setMessages((list) => list.filter((m) => m !== message))}
          >
            {t('demoMessages.dismiss')}
          </Button>
        </aside>
      ))}
    </div>
  )
}
