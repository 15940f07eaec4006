import { useAtomValue } from 'jotai'
import { unwrap } from 'jotai/utils'
import { tenantAppsAtom } from '../../../atoms/app-access'
import { featureFlagsAtom, isFeatureFlagOn } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { appAccess as appAccessEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'
import { MULTI_APPS_FLAG } from './multi-apps'

addEnglish(appAccessEnglish)

const tenantAppsLoadable = unwrap(tenantAppsAtom, () => undefined)

/**
 * The member menu's "Edit applications", shown only under the vendor's multi-apps-admin-portal
 * flag (spec 000 §6) and when the vendor offers this tenant an application besides the default
 * one (open to everyone, so there is nothing to assign).
 */
export function AppsMenuItem({ onClick }: { onClick: () => void }) {
  const t = useT()
  const offered = useAtomValue(tenantAppsLoadable)
  const { flags } = useAtomValue(featureFlagsAtom)
  if (!offered?.length || !isFeatureFlagOn(flags, MULTI_APPS_FLAG)) return null
  return (
    <li>
      <Button variant="secondary" onClick={onClick}>
        {t('appAccess.action')}
      </Button>
    </li>
  )
}
