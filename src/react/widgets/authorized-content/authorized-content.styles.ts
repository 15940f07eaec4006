import type { Emotion } from '@emotion/css/create-instance'

/**
 * The guard adds no box and no typography of its own: the host element and the theme root are
 * `display: contents`, and the theme's font and colour are undone so the guarded content looks
 * exactly as it would without the guard around it.
 */
export const authorizedContentStyles = ({ injectGlobal }: Emotion): Record<never, never> => {
  injectGlobal({
    ':host': { display: 'contents' },
    ":host [part='root']": {
      display: 'contents',
      font: 'inherit',
      lineHeight: 'inherit',
      color: 'inherit',
      WebkitFontSmoothing: 'inherit',
    },
    '.page-text': { display: 'contents' },
  })
  return {}
}
