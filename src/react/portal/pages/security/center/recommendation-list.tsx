import { RECOMMENDATIONS } from '../../../../../wire/index'
import { useT } from '../../../../i18n/index'
import { Badge, Button, useStyles } from '../../../../ui/index'
import { metadataValues } from './metadata-values'
import { securityCenterStyles } from './security-center.styles'
import type { Recommendation, RecommendationFix } from '../../../../../wire/index'

const tones = { SEVERE: 'danger', WARNING: 'warning', INFO: 'neutral' } as const

/** Props of {@link RecommendationList}. */
export interface RecommendationListProps {
  items: readonly Recommendation[]
  /** Takes the member to where a recommendation is fixed; absent when that place is not shown. */
  onFix: (fix: RecommendationFix) => void
  /** Whether a fix's place is shown to this member (a hidden tab has no link). */
  canFix: (fix: RecommendationFix) => boolean
}

/** The recommendations, the most urgent first: severity, what is wrong and why, and its fix. */
export function RecommendationList({ items, onFix, canFix }: RecommendationListProps) {
  const styles = useStyles(securityCenterStyles)
  const t = useT()
  return (
    <section aria-labelledby="security-recommendations" part="security-recommendations">
      <h3 id="security-recommendations" className={styles.heading}>
        {t('securityCenter.recommendations')}
      </h3>
      {items.length === 0 ? (
        <p className={styles.note}>{t('securityCenter.noRecommendations')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const { fix } = RECOMMENDATIONS[item.code]
            return (
              <li key={item.code} className={styles.item} part="security-recommendation">
                <div className={styles.itemText}>
                  <span className={styles.actions}>
                    <Badge tone={tones[item.severity]}>
                      {t(`securityCenter.severity.${item.severity}`)}
                    </Badge>
                    <span className={styles.category}>
                      {t(`securityCenter.category.${item.category}`)}
                    </span>
                  </span>
                  <span>{t(`securityCenter.rec.${item.code}`, metadataValues(item.metadata))}</span>
                </div>
                {canFix(fix) ? (
                  <Button variant="secondary" onClick={() => onFix(fix)}>
                    {t(`securityCenter.fix.${fix}`)}
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
