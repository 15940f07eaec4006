import { useAtomValue, useSetAtom } from 'jotai'
import {
  addMyIpMutation,
  ipSettingsAtom,
  saveIpConfigMutation,
} from '../../../../../atoms/ip-restrictions'
import { useT } from '../../../../i18n/index'
import {
  Button,
  InlineAlert,
  Select,
  Switch,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { ipRestrictionsStyles } from './ip-restrictions.styles'
import type { IpStrategy } from '../../../../../api/ip-restrictions'

/** Props of {@link IpConfigSection}. */
export interface IpConfigSectionProps {
  /** The member may change the policy; otherwise the controls are shown disabled. */
  canWrite: boolean
}

/**
 * The restriction's switch and list, the caller's address as the server sees it, and "Add my IP"
 * (spec §5): a change that would lock the member out comes back from the server with the reason,
 * shown here.
 */
export function IpConfigSection({ canWrite }: IpConfigSectionProps) {
  const t = useT()
  const styles = useStyles(ipRestrictionsStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const settings = useAtomValue(ipSettingsAtom)
  const save = useSetAtom(saveIpConfigMutation.runAtom)
  const saving = useAtomValue(saveIpConfigMutation.stateAtom)
  const addMine = useSetAtom(addMyIpMutation.runAtom)
  const adding = useAtomValue(addMyIpMutation.stateAtom)
  const config = settings.config ?? { isActive: false, strategy: 'ALLOW' as IpStrategy }
  const pending = saving.status === 'pending' || adding.status === 'pending'
  const failed =
    saving.status === 'error' ? saving.error : adding.status === 'error' ? adding.error : null
  const myIp = settings.myIp

  const change = async (next: { isActive: boolean; strategy: IpStrategy }) => {
    if (await save(next)) toast(t('securityIp.saved'))
  }
  const onAddMine = async () => {
    if (myIp !== null && (await addMine(myIp))) toast(t('securityIp.addedMyIp'))
  }

  return (
    <div className={styles.section}>
      <Switch
        label={t('securityIp.active')}
        checked={config.isActive}
        disabled={!canWrite || pending || settings.config === null}
        onChange={(isActive) => void change({ ...config, isActive })}
      />
      <Select<IpStrategy>
        label={t('securityIp.strategy')}
        value={config.strategy}
        disabled={!canWrite || pending || settings.config === null}
        options={[
          { value: 'ALLOW', label: t('securityIp.strategy.ALLOW') },
          { value: 'BLOCK', label: t('securityIp.strategy.BLOCK') },
        ]}
        onChange={(strategy) => void change({ ...config, strategy })}
      />
      <div className={styles.actions}>
        <p className={styles.note} aria-live="polite">
          {myIp === null ? (
            t('securityIp.myIpUnknown')
          ) : (
            <>
              {t('securityIp.myIp', { ip: '' })}
              <span className={styles.address}>{myIp}</span>
            </>
          )}
        </p>
        {canWrite ? (
          <Button
            variant="secondary"
            disabled={myIp === null || pending}
            aria-describedby="ip-add-mine-hint"
            onClick={() => void onAddMine()}
          >
            {t('securityIp.addMyIp')}
          </Button>
        ) : null}
      </div>
      {canWrite ? (
        <p id="ip-add-mine-hint" className={styles.note}>
          {t('securityIp.addMyIpHint')}
        </p>
      ) : null}
      {failed ? <InlineAlert>{errorText(failed, t('securityIp.saveFailed'))}</InlineAlert> : null}
    </div>
  )
}
