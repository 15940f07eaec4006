import type { Emotion } from '@emotion/css/create-instance'

/**
 * Styles of the shared primitives (button, field and input, spinner, inline alert); the text field's
 * own extras are in `text-field.styles.ts`, the avatar's in `avatar.styles.ts`.
 */
export const controlStyles = (emotion: Emotion) => {
  const { css, keyframes } = emotion
  const spin = keyframes`
    to {
      transform: rotate(360deg);
    }
  `
  const focusRing = /* css */ `
    &:focus-visible {
      outline: 2px solid var(--fy-primary);
      outline-offset: 2px;
    }
  `
  return {
    button: css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 8px;
      min-height: 40px;
      padding: 8px 16px;
      border: 1px solid transparent;
      border-radius: var(--fy-radius);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
      transition:
        background-color 120ms ease,
        border-color 120ms ease;
      ${focusRing}
      &:disabled {
        cursor: not-allowed;
        opacity: 0.7;
      }
    `,
    primary: css`
      background: var(--fy-primary);
      color: var(--fy-on-primary);
      &:hover:not(:disabled) {
        background: var(--fy-primary-hover);
      }
    `,
    secondary: css`
      background: var(--fy-surface);
      color: var(--fy-text);
      border-color: var(--fy-border);
      &:hover:not(:disabled) {
        background: var(--fy-surface-muted);
      }
    `,
    ghost: css`
      background: transparent;
      color: var(--fy-text);
      min-height: 32px;
      padding: 4px 8px;
      &:hover:not(:disabled) {
        background: var(--fy-surface-muted);
      }
    `,
    block: css`
      width: 100%;
    `,
    spinner: css`
      width: 1em;
      height: 1em;
      flex: none;
      border: 2px solid currentColor;
      border-inline-end-color: transparent;
      border-radius: 50%;
      animation: ${spin} 700ms linear infinite;
      @media (prefers-reduced-motion: reduce) {
        animation-duration: 2s;
      }
    `,
    field: css`
      display: grid;
      gap: 6px;
    `,
    label: css`
      font-weight: 600;
      font-size: 14px;
    `,
    input: css`
      width: 100%;
      min-height: 42px;
      padding: 8px 12px;
      border: 1px solid var(--fy-border);
      border-radius: var(--fy-radius);
      background: var(--fy-surface);
      color: var(--fy-text);
      font: inherit;
      ${focusRing}
      &:focus-visible {
        outline-offset: 0;
        border-color: var(--fy-primary);
      }
      &[aria-invalid='true'] {
        border-color: var(--fy-error);
      }
    `,
    alert: css`
      margin: 0;
      padding: 10px 12px;
      border-radius: var(--fy-radius);
      border: 1px solid var(--fy-error);
      background: var(--fy-error-surface);
      color: var(--fy-error);
      font-size: 14px;
    `,
    visuallyHidden: css`
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    `,
  }
}
