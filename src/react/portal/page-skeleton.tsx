import { useT } from '../i18n/index'
import { useStyles, VisuallyHidden } from '../ui/index'
import { adminPortalStyles } from './admin-portal.styles'

/** The shape of a page while its chunk (or the session) loads: a section card and a shorter one. */
export function PageSkeleton() {
  const styles = useStyles(adminPortalStyles)
  const t = useT()
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" part="portal-skeleton">
      <VisuallyHidden>{t('portal.loading')}</VisuallyHidden>
      <div className={styles.skeletonTall} />
      <div className={styles.skeletonShort} />
    </div>
  )
}
