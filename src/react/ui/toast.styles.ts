import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the toasts. */
export const toastStyles = ({ css }: Emotion) => ({
  toasts: css`
    position: fixed;
    inset-block-end: 16px;
    inset-inline: 16px;
    z-index: 2147483000;
    display: grid;
    justify-items: end;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    pointer-events: none;
  `,
  toast: css`
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: min(100%, 420px);
    padding: 10px 8px 10px 14px;
    padding-inline: 14px 8px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-text);
    color: var(--fy-surface);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
    pointer-events: auto;
    overflow-wrap: anywhere;
    & button {
      color: inherit;
    }
    & button:hover:not(:disabled) {
      background: rgb(127 127 127 / 0.25);
    }
  `,
})
