import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the tenant API tokens page (the panel, table, form and dialogs are the kit's). */
export const tenantTokensStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  description: css`
    font-weight: 600;
    color: var(--fy-text);
    overflow-wrap: anywhere;
  `,
  code: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  `,
  roles: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  `,
  expiry: css`
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  `,
  muted: css`
    color: var(--fy-text-muted);
  `,
  form: css`
    display: grid;
    gap: 16px;
  `,
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  fieldset: css`
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    & legend {
      padding: 0;
      margin-block-end: 6px;
      font-weight: 600;
      color: var(--fy-text);
    }
  `,
  check: css`
    display: flex;
    align-items: center;
    gap: 8px;
    color: var(--fy-text);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
})
