import { useAtomValue } from 'jotai'
import { atom } from 'jotai/vanilla'
import { getPublicAccountSettings } from '../../api/account-settings'
import { apiClientAtom, loginAliasFromPage } from '../../atoms/config'
import { useStyles } from '../ui/index'
import type { PublicAccountSettings } from '../../wire/account-settings'
import type { Emotion } from '@emotion/css/create-instance'

/**
 * The tenant of this custom sign-in page, or null when the alias names none (or the server
 * cannot say): the box then signs in as on any page, so a stale link still works.
 */
const brandingAtom = atom(async (get): Promise<PublicAccountSettings | null> => {
  const alias = loginAliasFromPage()
  if (!alias) return null
  return getPublicAccountSettings(get(apiClientAtom), alias).catch(() => null)
})

const brandingStyles = ({ css }: Emotion) => ({
  brand: css`
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0 0 20px;
    min-width: 0;
    font-weight: 600;
    font-size: 16px;
    overflow-wrap: anywhere;
  `,
  logo: css`
    flex: none;
    max-width: 120px;
    max-height: 40px;
    object-fit: contain;
  `,
})

/**
 * The tenant's logo and name at the top of its custom sign-in page (`?alias=` in the page's
 * address, the one the account page hands out). Loaded on such pages only.
 */
export default function TenantBranding() {
  const styles = useStyles(brandingStyles)
  const branding = useAtomValue(brandingAtom)
  if (!branding) return null
  return (
    <p className={styles.brand} part="login-branding">
      {/* The name beside it says the same: the logo is decoration to a screen reader. */}
      {branding.logo ? <img className={styles.logo} src={branding.logo} alt="" /> : null}
      <span>{branding.name}</span>
    </p>
  )
}
