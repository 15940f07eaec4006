import { addEnglish } from '../../../i18n/index'
import { provisioning as provisioningEnglish } from '../../../i18n/messages/en'
import { PartWords, useT } from '../../i18n/index'
import { useStyles } from '../../ui/index'
import { teamStyles } from './team.styles'

addEnglish(provisioningEnglish)

/** Props of {@link ScimHint}. */
export interface ScimHintProps {
  /** The provisioning connection that manages the member. */
  name: string
  id?: string
}

function Hint({ name, id }: ScimHintProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  return (
    <p id={id} className={styles.hint} part="scim-hint">
      <strong>{t('provisioning.team.managed', { name })}</strong> {t('provisioning.team.hint')}
    </p>
  )
}

/**
 * Why a member's actions lack remove, disable, enable and an end date: a provisioning connection
 * (SCIM) manages the member, and its next sync would undo them. A chunk of its own, with the
 * Provisioning page's words, loaded only when such a member's actions open.
 */
export default function ScimHint(props: ScimHintProps) {
  return (
    <PartWords part="provisioning">
      <Hint {...props} />
    </PartWords>
  )
}
