import type { Emotion } from '@emotion/css/create-instance'

/** Below this container width, folding columns move under the primary cell. */
export const FOLD_WIDTH_PX = 640
/**
 * Below this one, the columns that fold `early` move there too: the Team page's eight columns
 * need about 950 px, and beside the portal's navigation at 1280 px its table has 790.
 */
export const FOLD_EARLY_WIDTH_PX = 960

/** Styles of the data table. */
export const dataTableStyles = ({ css, keyframes }: Emotion) => {
  const pulse = keyframes`
    50% {
      opacity: 0.45;
    }
  `
  const query = `@container foyer-table`
  const narrow = `${query} (width <= ${FOLD_WIDTH_PX}px)`
  const medium = `${query} (width <= ${FOLD_EARLY_WIDTH_PX}px)`
  return {
    container: css`
      container: foyer-table / inline-size;
      display: grid;
      gap: 12px;
      min-width: 0;
    `,
    /**
     * What still does not fit scrolls here, inside the page's panel. Positioned, so it also holds
     * the visually hidden header words (absolutely positioned): else they escape the scroll box
     * and widen the whole page (494 px at 375 with the invoices).
     */
    scroll: css`
      overflow-x: auto;
      position: relative;
    `,
    table: css`
      width: 100%;
      border-collapse: collapse;
      font-size: 14px;
      & th,
      & td {
        padding: 10px 12px;
        text-align: start;
        vertical-align: middle;
        border-bottom: 1px solid var(--fy-border);
      }
      & th {
        color: var(--fy-text-muted);
        font-size: 13px;
        font-weight: 600;
        white-space: nowrap;
      }
      &[aria-busy='true'] tbody {
        opacity: 0.6;
      }
      ${medium} {
        & [data-fold='early'] {
          display: none;
        }
      }
      ${narrow} {
        & [data-fold] {
          display: none;
        }
      }
    `,
    nowrap: css`
      white-space: nowrap;
    `,
    check: css`
      width: 1%;
      & input {
        width: 18px;
        height: 18px;
        margin: 0;
        accent-color: var(--fy-primary);
      }
    `,
    actions: css`
      width: 1%;
      white-space: nowrap;
      text-align: end !important;
    `,
    folded: css`
      display: none;
      gap: 2px;
      margin: 6px 0 0;
      color: var(--fy-text-muted);
      font-size: 13px;
      ${narrow} {
        display: grid;
      }
      ${medium} {
        &:has([data-early]) {
          display: grid;
        }
      }
      & div {
        display: flex;
        flex-wrap: wrap;
        gap: 0 6px;
      }
      ${query} (width > ${FOLD_WIDTH_PX}px) {
        & > div:not([data-early]) {
          display: none;
        }
      }
      & dt::after {
        content: ':';
      }
      & dd {
        margin: 0;
        color: var(--fy-text);
      }
    `,
    sortButton: css`
      display: inline-flex;
      align-items: center;
      gap: 4px;
      margin: -4px -6px;
      padding: 4px 6px;
      border: 0;
      border-radius: 4px;
      background: none;
      color: inherit;
      font: inherit;
      cursor: pointer;
      &:focus-visible {
        outline: 2px solid var(--fy-primary);
        outline-offset: 1px;
      }
    `,
    skeleton: css`
      display: block;
      height: 12px;
      border-radius: 6px;
      background: var(--fy-surface-muted);
      animation: ${pulse} 1.4s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `,
    empty: css`
      padding: 32px 12px !important;
      text-align: center !important;
      color: var(--fy-text-muted);
    `,
    errorRow: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 12px;
    `,
  }
}
