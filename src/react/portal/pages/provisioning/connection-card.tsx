import { useSetAtom, useStore } from 'jotai'
import { useId } from 'react'
import { syncMutation } from '../../../../atoms/provisioning'
import { useI18n } from '../../../i18n/index'
import { Badge, Button, Switch, useErrorText, useStyles, useToast } from '../../../ui/index'
import { fullDateTime, relativeTime } from '../../../widgets/users-table/format-time'
import { CopyField } from './copy-field'
import { provisioningStyles } from './provisioning.styles'
import type { ProvisioningConnection } from '../../../../api/provisioning'
import type { MessageId } from '../../../../i18n/index'

/** What the member may do to connections. */
export interface ConnectionRights {
  write: boolean
  remove: boolean
}

/** Props of {@link ConnectionCard}. */
export interface ConnectionCardProps {
  connection: ProvisioningConnection
  rights: ConnectionRights
  now: number
  onMappings: (connection: ProvisioningConnection) => void
  onRotate: (connection: ProvisioningConnection) => void
  onDelete: (connection: ProvisioningConnection) => void
}

/**
 * One connection: its name and source, how many members it provisioned, its last sync, the SCIM
 * base URL to copy, whether it may change members (a switch, at once), and its actions: group →
 * role mappings, a new token, delete. Without a right, its control is absent or read-only, and the
 * page says why once.
 */
export function ConnectionCard({
  connection,
  rights,
  now,
  onMappings,
  onRotate,
  onDelete,
}: ConnectionCardProps) {
  const styles = useStyles(provisioningStyles)
  const { t, formatLocale } = useI18n()
  const toast = useToast()
  const errorText = useErrorText()
  const setSync = useSetAtom(syncMutation.runAtom)
  const store = useStore()
  const headingId = useId()
  const name = connection.connectionName
  const toggle = async (on: boolean) => {
    const done = await setSync({ id: connection.id, on })
    const { error } = store.get(syncMutation.stateAtom)
    if (done === undefined) toast(errorText(error, t('provisioning.syncFailed', { name })))
    else toast(t(on ? 'provisioning.syncOn' : 'provisioning.syncOff', { name }))
  }
  const lastSync = connection.lastSync
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId} part="provisioning-connection">
        <div className={styles.cardHeader}>
          <h3 id={headingId}>{name}</h3>
          <Badge>{t(`provisioning.source.${connection.source}` as MessageId)}</Badge>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('provisioning.users')}</dt>
            <dd>{t('provisioning.usersCount', { count: connection.usersCount })}</dd>
          </div>
          <div>
            <dt>{t('provisioning.lastSync')}</dt>
            <dd>
              {lastSync ? (
                <time dateTime={lastSync} title={fullDateTime(lastSync, formatLocale)}>
                  {relativeTime(lastSync, now, formatLocale)}
                </time>
              ) : (
                t('provisioning.never')
              )}
            </dd>
          </div>
        </dl>
        <CopyField
          label={t('provisioning.baseUrl')}
          copyLabel={t('provisioning.copyBaseUrlOf', { name })}
          value={connection.scimBaseUrl}
        />
        <Switch
          label={t('provisioning.sync')}
          checked={connection.syncToUserManagement}
          disabled={!rights.write}
          onChange={(on) => void toggle(on)}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={t('provisioning.mappingsLabel', { name })}
            onClick={() => onMappings(connection)}
          >
            {t('provisioning.mappingsButton')}
          </Button>
          {rights.write ? (
            <Button
              variant="secondary"
              aria-label={t('provisioning.rotateLabel', { name })}
              onClick={() => onRotate(connection)}
            >
              {t('provisioning.rotate')}
            </Button>
          ) : null}
          {rights.remove ? (
            <Button
              variant="ghost"
              aria-label={t('provisioning.deleteLabel', { name })}
              onClick={() => onDelete(connection)}
            >
              {t('provisioning.delete')}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  )
}
