import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the roles and groups pages (panel, table, dialogs and form are the kit's). */
export const rolesStyles = ({ css }: Emotion) => ({
  name: css`
    display: grid;
    gap: 2px;
    font-weight: 600;
    color: var(--fy-text);
    overflow-wrap: anywhere;
  `,
  muted: css`
    color: var(--fy-text-muted);
    font-weight: 400;
    font-size: 13px;
  `,
  badges: css`
    display: inline-flex;
    flex-wrap: wrap;
    gap: 6px;
  `,
  form: css`
    display: grid;
    gap: 16px;
  `,
  categories: css`
    display: grid;
    gap: 12px;
    max-block-size: 40vh;
    overflow-y: auto;
    padding-inline-end: 4px;
  `,
  category: css`
    border: 1px solid var(--fy-border);
    border-radius: 8px;
    padding: 8px 12px 12px;
    margin: 0;
    min-inline-size: 0;
    legend {
      font-weight: 600;
      padding-inline: 4px;
    }
  `,
  check: css`
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding-block: 4px;
    input {
      margin-block-start: 3px;
      inline-size: 16px;
      block-size: 16px;
    }
    input:focus-visible {
      outline: 2px solid var(--fy-focus, var(--fy-primary));
      outline-offset: 2px;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
  swatch: css`
    display: inline-block;
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
    margin-inline-end: 6px;
    vertical-align: middle;
    border: 1px solid var(--fy-border);
  `,
})
