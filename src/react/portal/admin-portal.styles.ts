import { focusRing } from '../ui/focus-ring'
import type { Emotion } from '@emotion/css/create-instance'

/**
 * Styles of the admin portal's shell: a sidebar beside the page; below 720 px of the element's own width
 * (it may sit in a narrow column of a wide page) a header with a menu button opening the navigation in a
 * drawer. Logical properties only, so right-to-left text mirrors it.
 */
export const adminPortalStyles = ({ css, keyframes }: Emotion) => {
  const shimmer = keyframes`
    from { opacity: 1; }
    to { opacity: 0.55; }
  `
  return {
    // The portal paints its own ground (the theme's muted surface, cards on it), so a dark portal stays
    // readable on a light page and the other way round.
    frame: css`
      padding: 24px;
      border-radius: calc(var(--fy-radius) * 1.5);
      background: var(--fy-surface-muted);
      color: var(--fy-text);
      @media (max-width: 600px) {
        padding: 12px;
      }
    `,
    shell: css`
      position: relative;
      display: grid;
      grid-template-columns: minmax(200px, 240px) minmax(0, 1fr);
      gap: 32px;
      align-items: start;
      min-width: 0;
    `,
    narrow: css`
      grid-template-columns: minmax(0, 1fr);
      gap: 12px;
    `,
    skip: css`
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      z-index: 2;
      padding: 8px 14px;
      border-radius: var(--fy-radius);
      background: var(--fy-primary);
      color: var(--fy-on-primary);
      font-weight: 600;
      border: 0;
      font: inherit;
      cursor: pointer;
      /* Out of sight until focused, without leaving the portal's box (a transform would draw it over
         the host page's own content above the element). */
      &:not(:focus) {
        clip-path: inset(50%);
        width: 1px;
        height: 1px;
        padding: 0;
        overflow: hidden;
        white-space: nowrap;
      }
      ${focusRing}
    `,
    sidebar: css`
      position: sticky;
      inset-block-start: 16px;
      display: grid;
      gap: 16px;
    `,
    header: css`
      display: flex;
      align-items: center;
      gap: 12px;
      min-height: 44px;
      padding-block-end: 8px;
      border-block-end: 1px solid var(--fy-border);
    `,
    headerTitle: css`
      margin: 0;
      font-size: 16px;
      font-weight: 600;
    `,
    headerTools: css`
      display: flex;
      align-items: center;
      gap: 8px;
      margin-inline-start: auto;
    `,
    menuButton: css`
      display: inline-flex;
      align-items: center;
      gap: 8px;
      min-height: 44px;
      padding-inline: 12px;
      border: 1px solid var(--fy-border);
      border-radius: var(--fy-radius);
      background: var(--fy-surface);
      color: inherit;
      font: inherit;
      cursor: pointer;
      ${focusRing}
    `,
    main: css`
      display: grid;
      gap: 20px;
      min-width: 0;
    `,
    heading: css`
      margin: 0;
      font-size: 24px;
      font-weight: 700;
      line-height: 1.25;
      overflow-wrap: break-word;
      &:focus {
        outline: none;
      }
      &:focus-visible {
        outline: 2px solid var(--fy-primary);
        outline-offset: 4px;
      }
    `,
    skeleton: css`
      display: grid;
      gap: 16px;
      & > div {
        border-radius: calc(var(--fy-radius) * 1.5);
        background: var(--fy-surface-muted);
        animation: ${shimmer} 0.9s ease-in-out infinite alternate;
      }
      @media (prefers-reduced-motion: reduce) {
        & > div {
          animation: none;
        }
      }
    `,
    // Classes, not style attributes: the hosted portal's CSP allows no inline style.
    skeletonTall: css`
      block-size: 180px;
    `,
    skeletonShort: css`
      block-size: 120px;
    `,
    notice: css`
      display: grid;
      justify-items: start;
      gap: 12px;
      padding: 24px;
      border: 1px solid var(--fy-border);
      border-radius: calc(var(--fy-radius) * 1.5);
      background: var(--fy-surface);
      & p {
        margin: 0;
        color: var(--fy-text-muted);
      }
    `,
    noticeTitle: css`
      margin: 0;
      font-size: 18px;
      font-weight: 700;
    `,
    link: css`
      color: var(--fy-primary);
      font-weight: 600;
      text-underline-offset: 3px;
      ${focusRing}
    `,
  }
}
