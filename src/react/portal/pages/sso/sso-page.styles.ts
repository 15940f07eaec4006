import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the SSO page (panels, dialogs, fields and buttons are the kit's). */
export const ssoStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  card: css`
    display: grid;
    gap: 16px;
    min-width: 0;
    padding: 16px;
    border: 1px solid var(--fy-border);
    border-radius: 8px;
    background: var(--fy-surface);
  `,
  cardHead: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    & h3 {
      margin: 0;
      font-size: 16px;
      color: var(--fy-text);
      overflow-wrap: anywhere;
    }
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-width: 0;
  `,
  section: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    & h4 {
      margin: 0;
      font-size: 14px;
      color: var(--fy-text);
    }
  `,
  list: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    & > li {
      display: grid;
      gap: 6px;
      padding-block: 8px;
      border-block-end: 1px solid var(--fy-border);
      min-width: 0;
    }
  `,
  field: css`
    display: grid;
    gap: 4px;
    min-width: 0;
    & dt {
      font-weight: 600;
      color: var(--fy-text);
    }
    & dd {
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      min-width: 0;
    }
  `,
  code: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
    direction: ltr;
    color: var(--fy-text);
  `,
  form: css`
    display: grid;
    gap: 16px;
  `,
  inline: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    & > :first-child {
      flex: 1 1 200px;
      min-width: 0;
    }
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
  textarea: css`
    box-sizing: border-box;
    width: 100%;
    min-height: 120px;
    padding: 8px;
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    color: var(--fy-text);
    background: var(--fy-surface);
    border: 1px solid var(--fy-border);
    border-radius: 6px;
    direction: ltr;
    &:focus-visible {
      outline: 2px solid var(--fy-primary);
      outline-offset: 1px;
    }
    &[aria-invalid='true'] {
      border-color: var(--fy-error);
    }
  `,
  label: css`
    display: grid;
    gap: 4px;
    font-weight: 600;
    color: var(--fy-text);
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
})
