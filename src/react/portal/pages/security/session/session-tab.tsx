import { useAtomValue } from 'jotai'
import { useEffect, useId } from 'react'
import { sessionKeyAtom } from '../../../../../atoms/index'
import { addEnglish } from '../../../../../i18n/index'
import {
  securityGeneral as generalEnglish,
  securitySession as sessionEnglish,
} from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
import {
  ErrorSummary,
  Form,
  FormField,
  Select,
  Switch,
  usePermission,
  useStyles,
} from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { useFieldAppearance } from '../../../portal-context'
import { PolicyActions } from '../general/policy-actions'
import { policyFailure } from '../general/policy-failure'
import { PolicyNotLoaded } from '../general/policy-not-loaded'
import { policyStyles } from '../general/policy.styles'
import { sessionErrors, SESSION_LIMITS, useSessionForm } from './use-session-form'

addEnglish(sessionEnglish)
addEnglish(generalEnglish)

/**
 * The Session management tab: idle timeout, forced re-login and maximum concurrent sessions, each
 * with what happens to the sessions open now. Fields follow the host's field appearance; without
 * fe.secure.write.securityPolicy every control is read-only and a sentence says why. What was typed
 * survives switching tabs; a save bumps the security revision, so the security center reloads.
 */
function SessionTabBody() {
  const styles = useStyles(policyStyles)
  const t = useT()
  const sessionKey = useAtomValue(sessionKeyAtom)
  const canWrite = usePermission('fe.secure.write.securityPolicy')
  const ids = { idle: useId(), relogin: useId(), concurrent: useId() }
  const appearance = {
    idle: useFieldAppearance('security', 'idleSessionTimeout'),
    relogin: useFieldAppearance('security', 'forceReLogin'),
    concurrent: useFieldAppearance('security', 'maximumConcurrentSessions'),
  }
  const { state, load, form } = useSessionForm()

  useEffect(() => {
    if (sessionKey !== null) void load()
  }, [sessionKey, load])

  if (!form) {
    return (
      <PolicyNotLoaded
        title={t('securitySession.title')}
        part="security-session"
        failed={state.status === 'error'}
        forbidden={state.error?.status === 403}
        onRetry={() => void load()}
      />
    )
  }
  const { values } = form
  const locked = (field: keyof typeof appearance) => !canWrite || appearance[field] === 'viewOnly'
  const labels = {
    idleMinutes: t('securitySession.idle.minutes'),
    reloginHours: t('securitySession.relogin.hours'),
    maxSessions: t('securitySession.concurrent.max'),
  }
  const errorsOf = () => {
    const found = sessionErrors(values)
    return Object.fromEntries(
      Object.entries(found).map(([key, range]) => [
        key,
        range ? t('securityGeneral.range', { min: range[0], max: range[1] }) : undefined,
      ]),
    )
  }

  return (
    <Form
      action={async () => {
        const error = await form.save()
        if (!error) return null
        return { error: policyFailure(error, t) }
      }}
      validate={errorsOf}
      className={styles.page}
    >
      <ErrorSummary labels={labels} />
      <PageSection title={t('securitySession.title')} part="security-session">
        <div className={styles.grid}>
          {appearance.idle === 'hidden' ? null : (
            <fieldset className={styles.fieldset} aria-describedby={ids.idle}>
              <legend className={styles.legend}>{t('securitySession.idle.title')}</legend>
              <Switch
                label={t('securitySession.idle.on')}
                checked={values.idleOn}
                disabled={locked('idle')}
                onChange={(idleOn) => form.edit({ idleOn })}
              />
              {values.idleOn ? (
                <FormField
                  name="idleMinutes"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SESSION_LIMITS.minutes}
                  label={labels.idleMinutes}
                  value={values.idleMinutes}
                  readOnly={locked('idle')}
                  onChange={(event) => form.edit({ idleMinutes: event.currentTarget.value })}
                />
              ) : null}
              <p id={ids.idle} className={styles.note}>
                {t('securitySession.idle.openSessions')}
              </p>
            </fieldset>
          )}
          {appearance.relogin === 'hidden' ? null : (
            <fieldset className={styles.fieldset} aria-describedby={ids.relogin}>
              <legend className={styles.legend}>{t('securitySession.relogin.title')}</legend>
              <Switch
                label={t('securitySession.relogin.on')}
                checked={values.reloginOn}
                disabled={locked('relogin')}
                onChange={(reloginOn) => form.edit({ reloginOn })}
              />
              {values.reloginOn ? (
                <FormField
                  name="reloginHours"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SESSION_LIMITS.hours}
                  label={labels.reloginHours}
                  value={values.reloginHours}
                  readOnly={locked('relogin')}
                  onChange={(event) => form.edit({ reloginHours: event.currentTarget.value })}
                />
              ) : null}
              <p id={ids.relogin} className={styles.note}>
                {t('securitySession.relogin.openSessions')}
              </p>
            </fieldset>
          )}
          {appearance.concurrent === 'hidden' ? null : (
            <fieldset className={styles.fieldset} aria-describedby={ids.concurrent}>
              <legend className={styles.legend}>{t('securitySession.concurrent.title')}</legend>
              <Switch
                label={t('securitySession.concurrent.on')}
                checked={values.concurrentOn}
                disabled={locked('concurrent')}
                onChange={(concurrentOn) => form.edit({ concurrentOn })}
              />
              {values.concurrentOn ? (
                <>
                  <FormField
                    name="maxSessions"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SESSION_LIMITS.sessions}
                    label={labels.maxSessions}
                    value={values.maxSessions}
                    readOnly={locked('concurrent')}
                    onChange={(event) => form.edit({ maxSessions: event.currentTarget.value })}
                  />
                  <Select
                    label={t('securitySession.concurrent.onLimit')}
                    value={values.onLimit}
                    disabled={locked('concurrent')}
                    options={[
                      { value: 'evictOldest', label: t('securitySession.concurrent.evictOldest') },
                      { value: 'deny', label: t('securitySession.concurrent.deny') },
                    ]}
                    onChange={(onLimit) => form.edit({ onLimit })}
                  />
                </>
              ) : null}
              <p id={ids.concurrent} className={styles.note}>
                {values.onLimit === 'deny'
                  ? t('securitySession.concurrent.openSessionsDeny')
                  : t('securitySession.concurrent.openSessions')}
              </p>
            </fieldset>
          )}
        </div>
      </PageSection>
      <PolicyActions
        canWrite={canWrite}
        dirty={form.dirty}
        saved={form.saved}
        onDiscard={form.discard}
      />
    </Form>
  )
}

/** The tab, once its French and Hebrew words (a chunk of their own) are there. */
export default function SessionTab() {
  return (
    <PartWords part="securityTabs">
      <SessionTabBody />
    </PartWords>
  )
}
