import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Connectivity page's frame (each tab has its own). */
export const webhooksPageStyles = ({ css }: Emotion) => ({
  page: css`
    display: grid;
    /* One column no wider than the page: the tab list scrolls rather than widen it at 375 px. */
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    min-width: 0;
    /* The portal's own ground, so the tab list stays readable wherever the page is shown. */
    background: var(--fy-surface-muted);
    color: var(--fy-text);
  `,
  loading: css`
    min-block-size: 6rem;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  refused: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
})
