import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the badge: one rule, the tone picks its colours. */
export const badgeStyles = ({ css }: Emotion) => ({
  badge: css`
    --c: var(--fy-text);
    --b: var(--fy-border);
    --s: var(--fy-surface-muted);
    &[data-tone='success'] {
      --c: var(--fy-success);
      --s: var(--fy-success-surface);
    }
    &[data-tone='warning'] {
      --c: var(--fy-warning);
      --s: var(--fy-warning-surface);
    }
    &[data-tone='danger'] {
      --c: var(--fy-error);
      --s: var(--fy-error-surface);
    }
    &:not([data-tone='neutral']) {
      --b: var(--c);
    }
    display: inline-flex;
    max-width: 100%;
    padding: 1px 8px;
    border: 1px solid var(--b);
    border-radius: 999px;
    background: var(--s);
    color: var(--c);
    font-size: 12px;
    font-weight: 600;
    line-height: 1.6;
    white-space: nowrap;
  `,
})
