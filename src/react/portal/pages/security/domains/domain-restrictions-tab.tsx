import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import {
  emailDomainsAtom,
  loadEmailDomainsAtom,
  saveEmailDomainConfigMutation,
} from '../../../../../atoms/email-domains'
import { sessionKeyAtom } from '../../../../../atoms/index'
import { addEnglish } from '../../../../../i18n/index'
import { securityDomains as securityDomainsEnglish } from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
import {
  Button,
  InlineAlert,
  Switch,
  useErrorText,
  usePermission,
  useStyles,
  VisuallyHidden,
} from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { DomainList } from './domain-list'
import { domainsStyles } from './domains.styles'
import type { EmailDomainListType } from '../../../../../wire/email-domains'

addEnglish(securityDomainsEnglish)

const MODES: readonly EmailDomainListType[] = ['BLOCK', 'ALLOW']

/**
 * The Security page's email-domain restrictions: the switch that turns them on, which list applies
 * (block-list or allow-list), "block public email domains", and the entries of the list in force.
 * Every accepted change moves the security revision, so the security center reloads (spec §4.8).
 * Without fe.secure.write.securityPolicy everything is shown read-only, with a sentence saying why.
 */
function DomainRestrictionsTabBody() {
  const styles = useStyles(domainsStyles)
  const t = useT()
  const errorText = useErrorText()
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(emailDomainsAtom)
  const load = useSetAtom(loadEmailDomainsAtom)
  const save = useSetAtom(saveEmailDomainConfigMutation.runAtom)
  const saving = useAtomValue(saveEmailDomainConfigMutation.stateAtom)
  const resetSave = useSetAtom(saveEmailDomainConfigMutation.resetAtom)
  const canWrite = usePermission('fe.secure.write.securityPolicy')
  const [news, setNews] = useState('')
  const modeName = useId()
  const publicHint = useId()

  useEffect(() => {
    if (sessionKey !== null) void load()
    return () => resetSave()
  }, [sessionKey, load, resetSave])

  const { config } = state
  if (!config) {
    if (state.status === 'error') {
      return (
        <div className={styles.stack}>
          <InlineAlert>{errorText(state.error, t('securityDomains.loadFailed'))}</InlineAlert>
          <div>
            <Button variant="secondary" onClick={() => void load()}>
              {t('securityDomains.retry')}
            </Button>
          </div>
        </div>
      )
    }
    return (
      <p role="status" aria-busy="true" className={styles.hint}>
        {t('securityDomains.loading')}
      </p>
    )
  }

  const locked = !canWrite || saving.status === 'pending'
  const change = async (next: {
    active: boolean
    type?: EmailDomainListType
    blockPublicDomains?: boolean
  }) => {
    if (await save(next)) setNews(t('securityDomains.saved'))
  }

  return (
    <div className={styles.tab}>
      <PageSection
        title={t('securityDomains.title')}
        subtitle={t('securityDomains.subtitle')}
        part="security-domains"
      >
        <div className={styles.stack}>
          {canWrite ? null : <p className={styles.hint}>{t('securityDomains.readOnly')}</p>}
          <Switch
            label={t('securityDomains.active')}
            checked={config.active}
            disabled={locked}
            onChange={(active) => void change({ active })}
          />
          <p className={styles.hint}>
            {t(config.active ? 'securityDomains.activeOn' : 'securityDomains.activeOff')}
          </p>
          <fieldset className={styles.modes} disabled={locked}>
            <legend>{t('securityDomains.mode')}</legend>
            {MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name={modeName}
                  value={mode}
                  checked={config.listType === mode}
                  onChange={() => void change({ active: config.active, type: mode })}
                />
                <span>{t(`securityDomains.mode.${mode}`)}</span>
              </label>
            ))}
          </fieldset>
          {config.listType === 'BLOCK' ? (
            <div>
              <Switch
                label={t('securityDomains.public')}
                checked={config.blockPublicDomains}
                disabled={locked}
                aria-describedby={publicHint}
                onChange={(blockPublicDomains) =>
                  void change({ active: config.active, blockPublicDomains })
                }
              />
              <p id={publicHint} className={styles.hint}>
                {t('securityDomains.publicHint')}
              </p>
            </div>
          ) : null}
          {saving.status === 'error' ? (
            <InlineAlert>{errorText(saving.error, t('securityDomains.failed'))}</InlineAlert>
          ) : null}
          {state.status === 'error' ? (
            <InlineAlert>{errorText(state.error, t('securityDomains.loadFailed'))}</InlineAlert>
          ) : null}
        </div>
      </PageSection>
      <DomainList
        type={config.listType}
        entries={state.entries}
        canWrite={canWrite}
        announce={setNews}
      />
      <VisuallyHidden>
        <span role="status">{news}</span>
      </VisuallyHidden>
    </div>
  )
}

/** The tab, once its French and Hebrew words (a chunk of their own) are there. */
export default function DomainRestrictionsTab() {
  return (
    <PartWords part="securityTabs">
      <DomainRestrictionsTabBody />
    </PartWords>
  )
}
