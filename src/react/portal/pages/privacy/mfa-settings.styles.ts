import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the privacy page's two-factor section and its dialogs. */
export const mfaSettingsStyles = ({ css }: Emotion) => ({
  list: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding-block: 10px;
    padding-inline: 12px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
  `,
  name: css`
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
  status: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
    margin: 0;
    color: var(--fy-text-muted);
  `,
  body: css`
    display: grid;
    gap: 12px;
  `,
  text: css`
    margin: 0;
    font-size: 14px;
  `,
  qr: css`
    display: block;
    inline-size: 180px;
    block-size: 180px;
    margin-inline: auto;
    padding: 8px;
    border-radius: var(--fy-radius);
    /* Dark modules on light ground, or phones cannot scan it (the dark theme too). */
    background: #fff;
    image-rendering: pixelated;
  `,
  secret: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  `,
  code: css`
    padding: 8px 12px;
    border: 1px dashed var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
    /* Keys and codes read left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  `,
  // The live region is always there (so a screen reader hears what lands in it) but takes no room
  // while empty: an empty line under a card with nothing else in it read as a layout fault.
  notice: css`
    margin: 0;
    font-size: 14px;
    color: var(--fy-success);
    &:empty {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  `,
})
