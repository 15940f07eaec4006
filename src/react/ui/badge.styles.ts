import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the badge. */
export const badgeStyles = ({ css }: Emotion) => ({
  badge: css`
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    padding: 1px 8px;
    border: 1px solid var(--fy-border);
    border-radius: 999px;
    background: var(--fy-surface-muted);
    color: var(--fy-text);
    font-size: 12px;
    font-weight: 600;
    line-height: 1.6;
    white-space: nowrap;
    &[data-tone='success'] {
      border-color: var(--fy-success);
      background: var(--fy-success-surface);
      color: var(--fy-success);
    }
    &[data-tone='warning'] {
      border-color: var(--fy-warning);
      background: var(--fy-warning-surface);
      color: var(--fy-warning);
    }
    &[data-tone='danger'] {
      border-color: var(--fy-error);
      background: var(--fy-error-surface);
      color: var(--fy-error);
    }
  `,
})
