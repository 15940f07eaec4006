import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Audits page (panel, table, pager and dialog are the kit's). */
export const auditsStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-inline-size: 0;
  `,
  stats: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
  `,
  stat: css`
    display: grid;
    gap: 2px;
    padding: 8px 12px;
    border: 1px solid var(--fy-border);
    border-radius: 8px;
    min-inline-size: 120px;
    dt {
      color: var(--fy-text-muted);
      font-size: 13px;
    }
    dd {
      margin: 0;
      font-size: 20px;
      font-weight: 600;
      color: var(--fy-text);
    }
  `,
  filters: css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 12px;
    > * {
      flex: 1 1 200px;
      min-inline-size: 0;
    }
  `,
  filterForm: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
    align-items: start;
    gap: 12px;
    margin: 0;
  `,
  filterButtons: css`
    display: flex;
    flex-wrap: wrap;
    align-self: end;
    gap: 8px;
    grid-column: 1 / -1;
  `,
  /** An email or an address: left to right, wrapped anywhere within its cell. */
  ltr: css`
    display: inline-block;
    max-inline-size: 100%;
    overflow-wrap: anywhere;
    text-align: left;
  `,
  retention: css`
    display: grid;
    gap: 8px;
    max-inline-size: 360px;
    margin: 0;
    p {
      margin: 0;
    }
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  muted: css`
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  details: css`
    display: grid;
    gap: 8px;
    margin: 0;
    dt {
      font-weight: 600;
      color: var(--fy-text);
    }
    dd {
      margin: 0 0 8px;
      overflow-wrap: anywhere;
      color: var(--fy-text);
    }
    pre {
      margin: 0;
      max-block-size: 40vh;
      overflow: auto;
      white-space: pre-wrap;
      font-size: 13px;
    }
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
})
