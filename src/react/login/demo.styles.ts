import type { Emotion } from '@emotion/css/create-instance'

/**
 * Styles of demo mode's notes in the login box (the credentials hint, what would have been mailed or
 * texted): on demand with them, never in a box's first load.
 */
export const demoStyles = ({ css }: Emotion) => ({
  demo: css`
    display: grid;
    justify-items: start;
    gap: 4px;
    padding: 10px 12px;
    border: 1px dashed var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
    font-size: 14px;
  `,
  demoTitle: css`
    margin: 0;
    font-weight: 700;
  `,
  demoText: css`
    margin: 0;
    overflow-wrap: break-word;
  `,
})
