import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the privacy page: its sections stacked, a placeholder while one loads. */
export const privacyStyles = ({ css, keyframes }: Emotion) => {
  const pulse = keyframes`
    50% { opacity: 0.5; }
  `
  return {
    page: css`
      display: grid;
      gap: 24px;
      min-width: 0;
    `,
    sectionSkeleton: css`
      block-size: 160px;
      border: 1px solid var(--fy-border);
      border-radius: calc(var(--fy-radius) * 1.5);
      background: var(--fy-surface);
      animation: ${pulse} 1.5s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `,
  }
}
