import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the team's dialogs and actions (logical properties: RTL lays them out mirrored). */
export const teamStyles = ({ css }: Emotion) => ({
  form: css`
    display: grid;
    gap: 12px;
  `,
  fieldset: css`
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
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
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875em;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
  menu: css`
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    & button {
      inline-size: 100%;
      justify-content: flex-start;
    }
  `,
  textarea: css`
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 96px;
    padding: 8px;
    font: inherit;
    color: var(--fy-text);
    background: var(--fy-surface);
    border: 1px solid var(--fy-border);
    border-radius: 6px;
  `,
  results: css`
    display: grid;
    gap: 4px;
    margin: 0;
    padding-inline-start: 20px;
    overflow-wrap: anywhere;
  `,
})
