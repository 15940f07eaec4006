import { addEnglish } from '../../i18n/index'
import { passwordRules as passwordRulesEnglish } from '../../i18n/messages/en'
import { passwordRuleResults } from '../../wire/index'
import { useT } from '../i18n/index'
import { useStyles, VisuallyHidden } from '../ui/index'
import { passwordRulesStyles } from './password-rules.styles'
import type { PasswordComplexity } from '../../wire/index'
import type { ReactNode } from 'react'

addEnglish(passwordRulesEnglish)

/** Props of {@link PasswordRules}. */
export interface PasswordRulesProps {
  /** The id the input's `aria-describedby` names. */
  id: string
  complexity: PasswordComplexity
  password: string
}

/**
 * The policy's rules under a new-password field, each ticked as soon as the typed password meets
 * it. Screen readers hear one polite summary ("2 password rules are not met yet") when the count
 * changes, not every keystroke; each rule says "Done" or "Not yet" in words, not only by colour.
 */
export function PasswordRules({ id, complexity, password }: PasswordRulesProps) {
  const styles = useStyles(passwordRulesStyles)
  const t = useT()
  const results = passwordRuleResults(complexity, password)
  // A passphrase as short as the minimum waives the optional tests for every password.
  const waived = complexity.allowPassphrases && complexity.minPhraseLength <= complexity.minLength
  const optionalNeeded = waived
    ? 0
    : Math.min(complexity.minOptionalTestsToPass, results.optional.length)
  const optionalPassed = results.optional.filter((result) => result.passed).length
  const optionalMet = results.passphrase || optionalPassed >= optionalNeeded
  const shown = [
    results.minLength,
    ...(results.maxLength ? [] : [false]),
    ...(complexity.requiredTests?.checkThreeRepeatedChars ? [results.noThreeRepeated] : []),
    ...(optionalNeeded > 0 ? [optionalMet] : []),
  ]
  const remaining = shown.filter((met) => !met).length

  const rule = (met: boolean, text: string, children?: ReactNode) => (
    <li className={styles.rule} key={text}>
      <span className={`${styles.mark} ${met ? styles.met : ''}`} aria-hidden="true">
        {met ? '✓' : '•'}
      </span>
      <VisuallyHidden>{t(met ? 'passwordRules.met' : 'passwordRules.unmet')}</VisuallyHidden>
      <span>{text}</span>
      {children}
    </li>
  )

  return (
    <div id={id} className={styles.box} part="password-rules">
      <p className={styles.title}>{t('passwordRules.title')}</p>
      <ul className={styles.list}>
        {rule(results.minLength, t('passwordRules.minLength', { count: complexity.minLength }))}
        {results.maxLength
          ? null
          : rule(false, t('passwordRules.maxLength', { count: complexity.maxLength }))}
        {complexity.requiredTests?.checkThreeRepeatedChars
          ? rule(results.noThreeRepeated, t('passwordRules.noThreeRepeated'))
          : null}
        {optionalNeeded > 0
          ? rule(
              optionalMet,
              t('passwordRules.optional', { count: optionalNeeded }),
              <ul className={styles.nested}>
                {results.optional.map((result) =>
                  rule(result.passed, t(`passwordRules.${result.test}`)),
                )}
              </ul>,
            )
          : null}
      </ul>
      {optionalNeeded > 0 && complexity.allowPassphrases ? (
        <p className={`${styles.title} ${styles.note}`}>
          {t('passwordRules.passphrase', { count: complexity.minPhraseLength })}
        </p>
      ) : null}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {password === ''
            ? ''
            : remaining === 0
              ? t('passwordRules.allMet')
              : t('passwordRules.remaining', { count: remaining })}
        </span>
      </VisuallyHidden>
    </div>
  )
}
