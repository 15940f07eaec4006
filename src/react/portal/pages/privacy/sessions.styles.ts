import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the sessions section's cells (the panel, table and dialogs are the kit's). */
export const sessionsStyles = ({ css }: Emotion) => ({
  device: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-width: 0;
  `,
  deviceName: css`
    font-weight: 600;
    color: var(--fy-text);
    overflow-wrap: anywhere;
  `,
  deviceKind: css`
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  ip: css`
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  `,
  muted: css`
    color: var(--fy-text-muted);
  `,
})
