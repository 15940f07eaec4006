import type { Emotion } from '@emotion/css/create-instance'

/** Colour scheme of an element: `auto` follows the visitor's system setting. */
export type Theme = 'light' | 'dark' | 'auto'

interface Palette {
  primary: string
  primaryHover: string
  onPrimary: string
  surface: string
  surfaceMuted: string
  text: string
  textMuted: string
  border: string
  error: string
  errorSurface: string
  success: string
  successSurface: string
  warning: string
  warningSurface: string
}

const light: Palette = {
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  onPrimary: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f3f4f6',
  text: '#111827',
  textMuted: '#4b5563',
  border: '#d1d5db',
  error: '#b91c1c',
  errorSurface: '#fef2f2',
  success: '#166534',
  successSurface: '#f0fdf4',
  warning: '#92400e',
  warningSurface: '#fffbeb',
}

const dark: Palette = {
  primary: '#a5b4fc',
  primaryHover: '#c7d2fe',
  onPrimary: '#111827',
  surface: '#18181b',
  surfaceMuted: '#27272a',
  text: '#f4f4f5',
  textMuted: '#a1a1aa',
  border: '#71717a',
  error: '#fca5a5',
  errorSurface: '#2a1215',
  success: '#86efac',
  successSurface: '#0f2a1a',
  warning: '#fcd34d',
  warningSurface: '#2a210c',
}

/**
 * The public `--foyer-*` custom properties a host sets on the element (they inherit into the shadow root),
 * each resolved into an internal `--fy-*` variable with the palette's default.
 */
const variables = (palette: Palette) => /* css */ `
  --fy-primary: var(--foyer-primary, ${palette.primary});
  --fy-primary-hover: var(--foyer-primary-hover, ${palette.primaryHover});
  --fy-on-primary: var(--foyer-on-primary, ${palette.onPrimary});
  --fy-surface: var(--foyer-surface, ${palette.surface});
  --fy-surface-muted: var(--foyer-surface-muted, ${palette.surfaceMuted});
  --fy-text: var(--foyer-text, ${palette.text});
  --fy-text-muted: var(--foyer-text-muted, ${palette.textMuted});
  --fy-border: var(--foyer-border, ${palette.border});
  --fy-error: var(--foyer-error, ${palette.error});
  --fy-error-surface: var(--foyer-error-surface, ${palette.errorSurface});
  --fy-success: var(--foyer-success, ${palette.success});
  --fy-success-surface: var(--foyer-success-surface, ${palette.successSurface});
  --fy-warning: var(--foyer-warning, ${palette.warning});
  --fy-warning-surface: var(--foyer-warning-surface, ${palette.warningSurface});
`

const base = /* css */ `
  --fy-radius: var(--foyer-radius, 8px);
  --fy-font: var(--foyer-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif);
  box-sizing: border-box;
  font-family: var(--fy-font);
  font-size: 15px;
  line-height: 1.5;
  color: var(--fy-text);
  -webkit-font-smoothing: antialiased;
  & *,
  & *::before,
  & *::after {
    box-sizing: inherit;
  }
`

/** The root class of every element, one per theme. */
export const themeStyles = (emotion: Emotion): Record<Theme, string> => ({
  light: emotion.css`
    ${variables(light)}
    ${base}
    color-scheme: light;
  `,
  dark: emotion.css`
    ${variables(dark)}
    ${base}
    color-scheme: dark;
  `,
  auto: emotion.css`
    ${variables(light)}
    ${base}
    color-scheme: light dark;
    @media (prefers-color-scheme: dark) {
      ${variables(dark)}
    }
  `,
})
