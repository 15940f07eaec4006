import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Security page's email-domain restrictions tab. */
export const domainsStyles = ({ css }: Emotion) => ({
  tab: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  stack: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  modes: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    & legend {
      padding: 0;
      margin-block-end: 8px;
      font-weight: 600;
    }
    & label {
      display: flex;
      align-items: flex-start;
      gap: 8px;
      cursor: pointer;
    }
    & input {
      margin-block-start: 0.2em;
      accent-color: var(--fy-primary);
    }
  `,
  addRow: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 8px;
    & > div {
      flex: 1 1 14rem;
      min-width: 0;
    }
    & > button {
      margin-block-start: 1.6rem;
    }
  `,
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    border-block-start: 1px solid var(--fy-border);
  `,
  item: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-block: 8px;
    border-block-end: 1px solid var(--fy-border);
    min-width: 0;
    & span {
      overflow-wrap: anywhere;
      direction: ltr;
      unicode-bidi: isolate;
    }
  `,
})
