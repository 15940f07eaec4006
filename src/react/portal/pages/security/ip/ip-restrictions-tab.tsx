import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { ipSettingsAtom, loadIpSettingsAtom } from '../../../../../atoms/ip-restrictions'
import { sessionKeyAtom } from '../../../../../atoms/session-key'
import { addEnglish } from '../../../../../i18n/index'
import { securityIp as securityIpEnglish } from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
import {
  Button,
  InlineAlert,
  Panel,
  ToastProvider,
  usePermission,
  useStyles,
} from '../../../../ui/index'
import { IpAddForm } from './ip-add-form'
import { IpBulkDialog } from './ip-bulk-dialog'
import { IpConfigSection } from './ip-config-section'
import { IpList } from './ip-list'
import { ipRestrictionsStyles } from './ip-restrictions.styles'

addEnglish(securityIpEnglish)

function IpRestrictions() {
  const t = useT()
  const styles = useStyles(ipRestrictionsStyles)
  const canWrite = usePermission('fe.secure.write.securityPolicy')
  const settings = useAtomValue(ipSettingsAtom)
  const load = useSetAtom(loadIpSettingsAtom)
  const session = useAtomValue(sessionKeyAtom)
  const [bulk, setBulk] = useState(false)

  useEffect(() => {
    if (session !== null) void load()
  }, [load, session])

  return (
    <Panel title={t('securityIp.title')} subtitle={t('securityIp.subtitle')} part="security-ip">
      {(titleId) => (
        <div className={styles.body}>
          {canWrite ? null : <p className={styles.note}>{t('securityIp.readOnly')}</p>}
          {settings.status === 'error' ? (
            <div className={styles.actions}>
              <InlineAlert>{t('securityIp.loadFailed')}</InlineAlert>
              <Button variant="secondary" onClick={() => void load()}>
                {t('securityIp.retry')}
              </Button>
            </div>
          ) : (
            <IpConfigSection canWrite={canWrite} />
          )}
          {canWrite ? <IpAddForm onBulk={() => setBulk(true)} /> : null}
          <IpList labelledBy={titleId} canWrite={canWrite} />
          {canWrite ? <IpBulkDialog open={bulk} onClose={() => setBulk(false)} /> : null}
        </div>
      )}
    </Panel>
  )
}

/**
 * The Security page's IP restrictions tab: the switch and its list, "Add my IP", adding one or
 * several addresses or CIDR ranges, and the paged, searchable entries. Read-only, saying why,
 * without the permission to edit the security policy.
 */
function IpRestrictionsTabBody() {
  return (
    <ToastProvider>
      <IpRestrictions />
    </ToastProvider>
  )
}

/** The tab, once its French and Hebrew words (a chunk of their own) are there. */
export default function IpRestrictionsTab() {
  return (
    <PartWords part="securityTabs">
      <IpRestrictionsTabBody />
    </PartWords>
  )
}
