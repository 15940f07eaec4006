import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the modal dialog. */
export const dialogStyles = ({ css }: Emotion) => ({
  dialog: css`
    width: min(calc(100vw - 32px), 480px);
    max-height: calc(100dvh - 32px);
    padding: 0;
    border: 1px solid var(--fy-border);
    border-radius: calc(var(--fy-radius) * 1.5);
    background: var(--fy-surface);
    color: var(--fy-text);
    box-shadow: 0 20px 48px rgb(0 0 0 / 0.3);
    &::backdrop {
      background: rgb(0 0 0 / 0.5);
    }
  `,
  body: css`
    display: grid;
    gap: 16px;
    padding: 20px;
  `,
  header: css`
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: 12px;
  `,
  title: css`
    margin: 0;
    font-size: 18px;
    line-height: 1.3;
    font-weight: 700;
    overflow-wrap: anywhere;
  `,
  text: css`
    margin: 0;
    color: var(--fy-text-muted);
    overflow-wrap: anywhere;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap-reverse;
    justify-content: flex-end;
    gap: 8px;
  `,
})
