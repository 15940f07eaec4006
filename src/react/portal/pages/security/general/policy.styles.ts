import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Security page's policy tabs (sessions, general settings). */
export const policyStyles = ({ css }: Emotion) => ({
  page: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
    gap: 16px;
    align-items: start;
  `,
  fieldset: css`
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    gap: 8px;
  `,
  legend: css`
    padding: 0;
    margin: 0 0 4px;
    font-size: 1rem;
    font-weight: 600;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  locked: css`
    margin: 0;
    padding: 8px 12px;
    border-inline-start: 3px solid var(--fy-border);
    background: var(--fy-surface-muted);
    color: var(--fy-text);
    font-size: 0.875rem;
  `,
  saved: css`
    margin: 0;
    color: var(--fy-success);
    font-size: 0.875rem;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  `,
  list: css`
    margin: 0;
    padding-inline-start: 1.25rem;
    font-size: 0.875rem;
  `,
  radio: css`
    display: flex;
    align-items: center;
    gap: 8px;
    min-block-size: 32px;
    & input {
      margin: 0;
      accent-color: var(--fy-primary);
    }
  `,
})
