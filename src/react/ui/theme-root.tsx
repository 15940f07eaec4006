import { useI18n } from '../i18n/index'
import { themeStyles } from './theme.styles'
import { useStyles } from './use-styles'
import type { Theme } from './theme.styles'
import type { ReactNode } from 'react'

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  theme: Theme
  children: ReactNode
}

/**
 * The element's root box: applies the palette of `theme`, the language and direction of its text (`lang`,
 * `dir="rtl"` for Hebrew or Arabic) and exposes `part="root"`.
 */
export function ThemeRoot({ theme, children }: ThemeRootProps) {
  const themes = useStyles(themeStyles)
  const { lang, dir } = useI18n()
  return (
    <div className={themes[theme]} part="root" data-theme={theme} lang={lang} dir={dir}>
      {children}
    </div>
  )
}
