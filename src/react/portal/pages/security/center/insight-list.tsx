import { useT } from '../../../../i18n/index'
import { useStyles } from '../../../../ui/index'
import { metadataValues } from './metadata-values'
import { securityCenterStyles } from './security-center.styles'
import type { Insight } from '../../../../../wire/index'

/** Where the tenant stands, category by category, in one sentence each. */
export function InsightList({ items }: { items: readonly Insight[] }) {
  const styles = useStyles(securityCenterStyles)
  const t = useT()
  return (
    <section aria-labelledby="security-insights" part="security-insights">
      <h3 id="security-insights" className={styles.heading}>
        {t('securityCenter.insights')}
      </h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.code} className={styles.item} part="security-insight">
            <div className={styles.itemText}>
              <span className={styles.category}>
                {t(`securityCenter.category.${item.category}`)}
              </span>
              <span>{t(`securityCenter.insight.${item.code}`, metadataValues(item.metadata))}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
