import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the users table. */
export const usersTableStyles = ({ css, keyframes }: Emotion) => {
  const pulse = keyframes`
    50% {
      opacity: 0.45;
    }
  `
  return {
    card: css`
      display: grid;
      gap: 16px;
      padding: 20px;
      border: 1px solid var(--fy-border);
      border-radius: calc(var(--fy-radius) * 1.5);
      background: var(--fy-surface);
      @media (max-width: 600px) {
        padding: 12px;
      }
    `,
    header: css`
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      justify-content: space-between;
      gap: 12px;
    `,
    title: css`
      margin: 0;
      font-size: 18px;
      font-weight: 700;
    `,
    count: css`
      margin: 2px 0 0;
      color: var(--fy-text-muted);
      font-size: 14px;
    `,
    search: css`
      width: min(100%, 280px);
      margin: 0;
    `,
    scroller: css`
      overflow-x: auto;
    `,
    table: css`
      width: 100%;
      border-collapse: collapse;
      font-size: 14px;
      & th,
      & td {
        padding: 10px 12px;
        text-align: left;
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
      &:hover {
        color: var(--fy-text);
      }
      &:focus-visible {
        outline: 2px solid var(--fy-primary);
        outline-offset: 1px;
      }
    `,
    person: css`
      display: flex;
      align-items: center;
      gap: 10px;
      min-width: 200px;
    `,
    personText: css`
      display: grid;
      min-width: 0;
    `,
    name: css`
      font-weight: 600;
      color: var(--fy-text);
    `,
    email: css`
      color: var(--fy-text-muted);
      overflow-wrap: anywhere;
    `,
    chips: css`
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin: 0;
      padding: 0;
      list-style: none;
    `,
    chip: css`
      padding: 2px 8px;
      border: 1px solid var(--fy-border);
      border-radius: 999px;
      background: var(--fy-surface-muted);
      color: var(--fy-text);
      font-size: 12px;
      white-space: nowrap;
    `,
    muted: css`
      color: var(--fy-text-muted);
    `,
    nowrap: css`
      white-space: nowrap;
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
    pager: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 12px;
    `,
    pagerButtons: css`
      display: flex;
      gap: 8px;
    `,
    note: css`
      margin: 0;
      color: var(--fy-text-muted);
    `,
  }
}
