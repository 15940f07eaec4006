import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the panel every list screen sits in. */
export const panelStyles = ({ css }: Emotion) => ({
  panel: css`
    display: grid;
    gap: 16px;
    min-width: 0;
    padding: 20px;
    border: 1px solid var(--fy-border);
    border-radius: calc(var(--fy-radius) * 1.5);
    background: var(--fy-surface);
    @media (max-width: 600px) {
      padding: 12px;
    }
  `,
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: 12px;
    /* The tools stay at the end when they wrap under a long subtitle. */
    & > :nth-child(2) {
      margin-inline-start: auto;
    }
  `,
  title: css`
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    overflow-wrap: break-word;
  `,
  subtitle: css`
    margin: 2px 0 0;
    color: var(--fy-text-muted);
    font-size: 14px;
  `,
})
