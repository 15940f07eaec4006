import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the personal API tokens page (the panel, table, form and dialogs are the kit's). */
export const apiTokensStyles = ({ css }: Emotion) => ({
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
    margin: -8px 0 0;
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
  secret: css`
    display: grid;
    gap: 16px;
  `,
  secretInput: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    direction: ltr;
    text-align: start;
  `,
})
