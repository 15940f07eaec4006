import type { Emotion } from '@emotion/css/create-instance'

const focusRing = `
  &:focus-visible {
    outline: 2px solid var(--fy-primary);
    outline-offset: 2px;
  }
`

/** Styles of the small kit pieces: badge, switch, select, tabs, search field, pager, toast. */
export const kitStyles = ({ css }: Emotion) => ({
  badge: css`
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    padding: 1px 8px;
    border: 1px solid var(--fy-border);
    border-radius: 999px;
    background: var(--fy-surface-muted);
    color: var(--fy-text);
    font-size: 12px;
    font-weight: 600;
    line-height: 1.6;
    white-space: nowrap;
    &[data-tone='success'] {
      border-color: var(--fy-success);
      background: var(--fy-success-surface);
      color: var(--fy-success);
    }
    &[data-tone='warning'] {
      border-color: var(--fy-warning);
      background: var(--fy-warning-surface);
      color: var(--fy-warning);
    }
    &[data-tone='danger'] {
      border-color: var(--fy-error);
      background: var(--fy-error-surface);
      color: var(--fy-error);
    }
  `,
  switchRow: css`
    display: inline-flex;
    align-items: center;
    gap: 10px;
    cursor: pointer;
  `,
  switchInput: css`
    appearance: none;
    position: relative;
    flex: none;
    width: 40px;
    height: 24px;
    margin: 0;
    border: 1px solid var(--fy-border);
    border-radius: 999px;
    background: var(--fy-surface-muted);
    cursor: pointer;
    transition: background-color 120ms ease;
    ${focusRing}
    &::before {
      content: '';
      position: absolute;
      inset-block-start: 2px;
      inset-inline-start: 2px;
      width: 18px;
      height: 18px;
      border-radius: 50%;
      background: var(--fy-text-muted);
      transition: transform 120ms ease;
    }
    &:checked {
      border-color: var(--fy-primary);
      background: var(--fy-primary);
    }
    &:checked::before {
      background: var(--fy-on-primary);
      transform: translateX(16px);
    }
    &:dir(rtl):checked::before {
      transform: translateX(-16px);
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      &::before {
        transition: none;
      }
    }
  `,
  select: css`
    appearance: auto;
  `,
  tabList: css`
    display: flex;
    gap: 4px;
    overflow-x: auto;
    border-bottom: 1px solid var(--fy-border);
  `,
  tab: css`
    flex: none;
    min-height: 40px;
    padding: 8px 14px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: var(--fy-text-muted);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
    &[aria-selected='true'] {
      border-bottom-color: var(--fy-primary);
      color: var(--fy-text);
    }
  `,
  tabPanel: css`
    padding-block: 16px;
    ${focusRing}
  `,
  search: css`
    width: min(100%, 300px);
    margin: 0;
  `,
  pager: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  `,
  pagerCount: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 14px;
  `,
  pagerButtons: css`
    display: flex;
    gap: 8px;
  `,
  toasts: css`
    position: fixed;
    inset-block-end: 16px;
    inset-inline: 16px;
    z-index: 2147483000;
    display: grid;
    justify-items: end;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    pointer-events: none;
  `,
  toast: css`
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: min(100%, 420px);
    padding: 10px 8px 10px 14px;
    padding-inline: 14px 8px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-text);
    color: var(--fy-surface);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
    pointer-events: auto;
    overflow-wrap: anywhere;
    & button {
      color: inherit;
    }
    & button:hover:not(:disabled) {
      background: rgb(127 127 127 / 0.25);
    }
  `,
})
