import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the impersonation banner: the warning palette, so it reads in light and dark themes. */
export const impersonationBannerStyles = ({ css }: Emotion) => ({
  banner: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    margin: 0 0 16px;
    padding: 12px 16px;
    border: 1px solid var(--fy-warning);
    border-radius: var(--fy-radius);
    background: var(--fy-warning-surface);
    color: var(--fy-text);
  `,
  text: css`
    display: grid;
    flex: 1 1 16rem;
    gap: 2px;
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  `,
  title: css`
    font-weight: 600;
  `,
  detail: css`
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
})
