import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the element-level notices (render failure, missing configuration). */
export const noticeStyles = ({ css }: Emotion) => ({
  notice: css`
    display: grid;
    gap: 12px;
    justify-items: start;
    padding: 16px;
    border: 1px solid var(--fy-error);
    border-radius: var(--fy-radius);
    background: var(--fy-error-surface);
    color: var(--fy-text);
  `,
  text: css`
    margin: 0;
  `,
  code: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.95em;
  `,
})
