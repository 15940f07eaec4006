import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the second-factor steps. */
export const mfaStyles = ({ css }: Emotion) => ({
  qr: css`
    display: block;
    inline-size: 180px;
    block-size: 180px;
    margin-inline: auto;
    padding: 8px;
    border-radius: var(--fy-radius);
    /* A QR code needs dark modules on light ground to scan, in the dark theme too. */
    background: #fff;
    image-rendering: pixelated;
  `,
  step: css`
    margin: 0;
    font-size: 14px;
  `,
  secret: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
  `,
  code: css`
    padding: 8px 12px;
    border: 1px dashed var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 15px;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
    /* Codes read left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  `,
  check: css`
    display: flex;
    align-items: flex-start;
    gap: 8px;
    font-size: 14px;
    cursor: pointer;
    & input {
      margin: 2px 0 0;
      inline-size: 16px;
      block-size: 16px;
      accent-color: var(--fy-primary);
      flex: none;
    }
  `,
  devices: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  notice: css`
    margin: 0;
    padding: 10px 12px;
    border-radius: var(--fy-radius);
    background: var(--fy-success-surface);
    color: var(--fy-text);
    font-size: 14px;
  `,
})
