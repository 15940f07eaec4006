import { focusRing } from './focus-ring'
import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the tabs. */
export const tabsStyles = ({ css }: Emotion) => ({
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
})
