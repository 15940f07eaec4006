import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Provisioning page (the panel, dialogs and controls are the kit's). */
export const provisioningStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  list: css`
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  card: css`
    display: grid;
    gap: 12px;
    min-width: 0;
    padding: 16px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface);
  `,
  cardHeader: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    & h3 {
      margin: 0;
      font-size: 16px;
      overflow-wrap: anywhere;
    }
  `,
  facts: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: 8px 16px;
    margin: 0;
    & dt {
      color: var(--fy-text-muted);
      font-size: 13px;
    }
    & dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `,
  code: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
    direction: ltr;
  `,
  urlRow: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-width: 0;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  dialogActions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
  form: css`
    display: grid;
    gap: 16px;
  `,
  secret: css`
    display: grid;
    gap: 12px;
    & p {
      margin: 0;
    }
  `,
  secretInput: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    direction: ltr;
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
    }
  `,
  check: css`
    display: flex;
    align-items: center;
    gap: 8px;
  `,
  mapping: css`
    display: grid;
    gap: 8px;
    padding: 12px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
  `,
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
})
