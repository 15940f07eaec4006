import { useAtomValue, useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import {
  addEmailDomainMutation,
  removeEmailDomainMutation,
} from '../../../../../atoms/email-domains'
import { normaliseEmailDomain } from '../../../../../wire/email-domains'
import { useT } from '../../../../i18n/index'
import { Button, ConfirmDialog, TextField, useErrorText, useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { domainsStyles } from './domains.styles'
import type { EmailDomainListType, EmailDomainRestriction } from '../../../../../wire/email-domains'

/** Props of {@link DomainList}. */
export interface DomainListProps {
  type: EmailDomainListType
  /** The tenant's entries, both kinds: a domain may be on one list only. */
  entries: readonly EmailDomainRestriction[]
  canWrite: boolean
  /** Where the outcome of each change is announced. */
  announce: (message: string) => void
}

/**
 * The entries of the list in force (allowed or blocked domains): add one, checked inline with the
 * server's own rule before it is sent, and remove one after a confirmation that says what changes.
 */
export function DomainList({ type, entries, canWrite, announce }: DomainListProps) {
  const styles = useStyles(domainsStyles)
  const t = useT()
  const errorText = useErrorText()
  const add = useSetAtom(addEmailDomainMutation.runAtom)
  const adding = useAtomValue(addEmailDomainMutation.stateAtom)
  const resetAdd = useSetAtom(addEmailDomainMutation.resetAtom)
  const remove = useSetAtom(removeEmailDomainMutation.runAtom)
  const removing = useAtomValue(removeEmailDomainMutation.stateAtom)
  const resetRemove = useSetAtom(removeEmailDomainMutation.resetAtom)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<EmailDomainRestriction | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const shown = entries.filter((entry) => entry.type === type)

  const submit = async () => {
    const domain = normaliseEmailDomain(typed)
    if (domain === undefined) return setProblem(t('securityDomains.invalid'))
    if (entries.some((entry) => entry.domain === domain)) {
      return setProblem(t('securityDomains.duplicate', { domain }))
    }
    setProblem(null)
    const created = await add({ domain, type })
    if (created) {
      setTyped('')
      announce(t('securityDomains.added', { domain: created.domain }))
    }
    input.current?.focus()
  }

  const confirmRemove = async () => {
    if (!confirming) return
    const { id, domain } = confirming
    // Undefined when refused: the dialog stays open with the reason, to retry or cancel.
    if ((await remove(id)) === undefined) return
    setConfirming(null)
    announce(t('securityDomains.removed', { domain }))
    input.current?.focus()
  }

  const serverProblem =
    adding.status === 'error' ? errorText(adding.error, t('securityDomains.failed')) : null
  const title = t(
    type === 'ALLOW' ? 'securityDomains.allowedTitle' : 'securityDomains.blockedTitle',
  )
  return (
    <PageSection
      title={title}
      subtitle={t('securityDomains.listHint')}
      part="security-domains-list"
    >
      <div className={styles.stack}>
        {canWrite ? (
          <form
            className={styles.addRow}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <TextField
              ref={input}
              label={t('securityDomains.domain')}
              name="domain"
              placeholder="example.com"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              value={typed}
              error={problem ?? serverProblem}
              onChange={(event) => {
                setTyped(event.currentTarget.value)
                // What is typed now is another domain: the last refusal no longer applies to it.
                if (problem) setProblem(null)
                if (adding.status === 'error') resetAdd()
              }}
            />
            <Button type="submit" disabled={adding.status === 'pending'}>
              {adding.status === 'pending' ? t('securityDomains.adding') : t('securityDomains.add')}
            </Button>
          </form>
        ) : null}
        {shown.length === 0 ? (
          <p className={styles.hint}>
            {t(type === 'ALLOW' ? 'securityDomains.emptyAllowed' : 'securityDomains.emptyBlocked')}
          </p>
        ) : (
          <ul className={styles.list} aria-label={title}>
            {shown.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <span>{entry.domain}</span>
                {canWrite ? (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      resetRemove()
                      setConfirming(entry)
                    }}
                  >
                    {t('securityDomains.remove', { domain: entry.domain })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        danger
        title={t('securityDomains.removeTitle')}
        message={t(
          confirming?.type === 'ALLOW'
            ? 'securityDomains.removeAllowed'
            : 'securityDomains.removeBlocked',
          { domain: confirming?.domain ?? '' },
        )}
        confirmLabel={t('securityDomains.removeConfirm')}
        pending={removing.status === 'pending'}
        error={
          removing.status === 'error'
            ? errorText(removing.error, t('securityDomains.failed'))
            : null
        }
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </PageSection>
  )
}
