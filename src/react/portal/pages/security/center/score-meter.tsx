import { useT } from '../../../../i18n/index'
import { useStyles } from '../../../../ui/index'
import { securityCenterStyles } from './security-center.styles'

/** How a score reads: 80 and above strong, 50 and above fair, weak below. */
export function scoreGrade(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 80) return 'good'
  return score >= 50 ? 'fair' : 'poor'
}

/** The tenant's security score as a meter (0–100) that says its value and grade in words. */
export function ScoreMeter({ score }: { score: number }) {
  const styles = useStyles(securityCenterStyles)
  const t = useT()
  const grade = scoreGrade(score)
  const value = t('securityCenter.scoreValue', { score })
  const words = t(`securityCenter.grade.${grade}`)
  return (
    <div className={styles.meter} part="security-score">
      <span id="security-score-label" className={styles.meterLabel}>
        {t('securityCenter.score')}
      </span>
      <span className={styles.meterValue} aria-hidden="true">
        {score}
      </span>
      <div
        role="meter"
        aria-labelledby="security-score-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${value}, ${words}`}
        className={styles.track}
      >
        <div className={styles.fill} data-tone={grade} style={{ inlineSize: `${score}%` }} />
      </div>
      <span className={styles.meterGrade}>
        {value} · {words}
      </span>
    </div>
  )
}
