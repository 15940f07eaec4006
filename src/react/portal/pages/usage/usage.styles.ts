import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Usage page (the panel and controls are the kit's). */
export const usageStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
  cards: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  card: css`
    display: grid;
    gap: 6px;
    min-width: 0;
    padding: 14px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface);
    & h3 {
      margin: 0;
      font-size: 14px;
      font-weight: 600;
      color: var(--fy-text-muted);
      overflow-wrap: anywhere;
    }
    & p {
      margin: 0;
    }
  `,
  figure: css`
    font-size: 24px;
    font-weight: 600;
  `,
  meter: css`
    width: 100%;
    height: 8px;
  `,
  warning: css`
    color: var(--fy-warning);
    font-weight: 600;
  `,
  chart: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    margin: 0;
    & figcaption {
      font-weight: 600;
    }
  `,
  svg: css`
    width: 100%;
    height: 180px;
    color: var(--fy-primary);
    border-block-end: 1px solid var(--fy-border);
    direction: ltr;
  `,
  axis: css`
    display: flex;
    justify-content: space-between;
    gap: 8px;
    color: var(--fy-text-muted);
    font-size: 13px;
    direction: ltr;
  `,
  legend: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  controls: css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 12px;
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
    & caption {
      text-align: start;
      font-weight: 600;
      padding-block-end: 6px;
    }
    & th,
    & td {
      padding: 4px 8px;
      text-align: start;
      border-block-end: 1px solid var(--fy-border);
    }
  `,
  tableWrap: css`
    max-height: 320px;
    overflow: auto;
  `,
})
