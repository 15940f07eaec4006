import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Subscriptions page (panels, table, dialogs and forms are the kit's). */
export const subscriptionsStyles = ({ css }: Emotion) => ({
  page: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  body: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  heading: css`
    margin: 0;
    font-size: 15px;
    font-weight: 600;
    color: var(--fy-text);
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  facts: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    gap: 12px 24px;
    margin: 0;
    & dt {
      color: var(--fy-text-muted);
      font-size: 13px;
    }
    & dd {
      margin: 4px 0 0;
      color: var(--fy-text);
      font-weight: 600;
      overflow-wrap: anywhere;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  amount: css`
    unicode-bidi: isolate;
    white-space: nowrap;
  `,
  code: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  `,
  download: css`
    display: grid;
    gap: 4px;
    justify-items: start;
  `,
  error: css`
    margin: 0;
    color: var(--fy-error);
    font-size: 13px;
  `,
  form: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 12px 16px;
    & > :last-child {
      grid-column: 1 / -1;
    }
  `,
})
