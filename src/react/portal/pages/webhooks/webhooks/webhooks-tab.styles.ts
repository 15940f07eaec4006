import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Connectivity page's Webhooks tab (controls and tables are the kit's). */
export const webhooksTabStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  `,
  url: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    direction: ltr;
    unicode-bidi: isolate;
  `,
  form: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.8125rem;
  `,
  secretRow: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    & > :first-child {
      flex: 1 1 14rem;
      min-width: 0;
    }
  `,
  picker: css`
    display: grid;
    gap: 12px;
    max-block-size: 18rem;
    overflow: auto;
    padding: 8px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius, 6px);
  `,
  category: css`
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  `,
  legend: css`
    padding: 0;
    font-weight: 600;
    font-size: 0.875rem;
    color: var(--fy-text);
  `,
  check: css`
    display: flex;
    align-items: flex-start;
    gap: 8px;
    font-size: 0.875rem;
    color: var(--fy-text);
    & input {
      margin-block-start: 3px;
      accent-color: var(--fy-primary);
    }
  `,
  eventHint: css`
    display: block;
    color: var(--fy-text-muted);
    font-size: 0.8125rem;
  `,
  error: css`
    margin: 0;
    color: var(--fy-danger);
    font-size: 0.8125rem;
  `,
  pager: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  `,
  answer: css`
    max-inline-size: 16rem;
    overflow-wrap: anywhere;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 12px;
  `,
})
