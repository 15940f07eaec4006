import { focusRing } from '../ui/focus-ring'
import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the portal's navigation (in the sidebar and in the drawer) and of the drawer itself. */
export const portalNavStyles = ({ css }: Emotion) => ({
  nav: css`
    display: grid;
    gap: 20px;
  `,
  user: css`
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    & > div {
      display: grid;
      min-width: 0;
    }
  `,
  userName: css`
    overflow: hidden;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  `,
  userEmail: css`
    overflow: hidden;
    color: var(--fy-text-muted);
    font-size: 13px;
    text-overflow: ellipsis;
    white-space: nowrap;
  `,
  group: css`
    display: grid;
    gap: 4px;
  `,
  groupTitle: css`
    margin: 0;
    /* In line with the links' text (their 3 px current-page edge and 12 px padding). */
    padding-inline: 15px;
    color: var(--fy-text-muted);
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  `,
  list: css`
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  link: css`
    display: block;
    min-height: 40px;
    padding: 8px 12px;
    border-inline-start: 3px solid transparent;
    border-radius: var(--fy-radius);
    color: inherit;
    text-decoration: none;
    &:hover {
      background: var(--fy-surface-muted);
    }
    &[aria-current='page'] {
      border-inline-start-color: var(--fy-primary);
      background: var(--fy-surface-muted);
      font-weight: 600;
    }
    ${focusRing}
  `,
  drawer: css`
    box-sizing: border-box;
    width: min(320px, 88vw);
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0;
    margin-inline-end: auto;
    padding: 0;
    border: 0;
    border-inline-end: 1px solid var(--fy-border);
    background: var(--fy-surface);
    color: var(--fy-text);
    &::backdrop {
      background: rgb(0 0 0 / 0.45);
    }
  `,
  drawerBody: css`
    box-sizing: border-box;
    min-height: 100%;
    padding: 16px;
  `,
  drawerHeader: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-block-end: 16px;
    & h2 {
      margin: 0;
      font-size: 16px;
    }
  `,
})
