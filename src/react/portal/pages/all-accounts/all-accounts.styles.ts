import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the All accounts page (panel, table, dialogs and fields are the kit's). */
export const allAccountsStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-inline-size: 0;
  `,
  crumbs: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
    li + li::before {
      content: '/';
      margin-inline-end: 4px;
      color: var(--fy-text-muted);
    }
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
    > * {
      flex: 1 1 200px;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  section: css`
    display: grid;
    gap: 12px;
    border-block-start: 1px solid var(--fy-border);
    padding-block-start: 12px;
    h3 {
      margin: 0;
      font-size: 15px;
    }
  `,
  banner: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 16px;
    border: 1px solid var(--fy-border);
    border-radius: 8px;
    background: var(--fy-warning-surface);
    color: var(--fy-text);
    margin-block-end: 12px;
  `,
})
