import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the security center: the score, the recommendations, the insights and the tables. */
export const securityCenterStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    /* No wider than the card: the member tables' tabs and columns scroll inside it at 375 px. */
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    min-width: 0;
  `,
  summary: css`
    display: grid;
    grid-template-columns: minmax(0, 14rem) minmax(0, 1fr);
    gap: 20px;
    align-items: start;
    @media (max-width: 640px) {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
  meter: css`
    display: grid;
    gap: 8px;
    padding: 16px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
  `,
  meterLabel: css`
    color: var(--fy-text-muted);
    font-size: 0.875rem;
    font-weight: 600;
  `,
  meterValue: css`
    font-size: 2.25rem;
    font-weight: 700;
    line-height: 1;
  `,
  meterGrade: css`
    font-size: 0.875rem;
  `,
  track: css`
    block-size: 8px;
    border-radius: 999px;
    background: var(--fy-surface);
    border: 1px solid var(--fy-border);
    overflow: hidden;
  `,
  fill: css`
    block-size: 100%;
    background: var(--tone);
    &[data-tone='good'] {
      --tone: var(--fy-success);
    }
    &[data-tone='fair'] {
      --tone: var(--fy-warning);
    }
    &[data-tone='poor'] {
      --tone: var(--fy-error);
    }
  `,
  heading: css`
    margin: 0 0 8px;
    font-size: 1rem;
  `,
  list: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  item: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 12px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    min-width: 0;
  `,
  itemText: css`
    display: grid;
    gap: 4px;
    flex: 1 1 16rem;
    min-width: 0;
    overflow-wrap: anywhere;
  `,
  category: css`
    color: var(--fy-text-muted);
    font-size: 0.75rem;
    font-weight: 600;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  `,
  skeleton: css`
    block-size: 6rem;
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
  `,
})
