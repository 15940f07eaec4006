import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Connectivity page's Email, SMS and Slack tabs. */
export const channelsStyles = ({ css }: Emotion) => ({
  tab: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  stack: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  hint: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  category: css`
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    color: var(--fy-text);
  `,
  events: css`
    display: grid;
    gap: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    min-width: 0;
  `,
  event: css`
    display: grid;
    gap: 8px;
    padding-block: 12px;
    border-block-start: 1px solid var(--fy-border);
    min-width: 0;
  `,
  eventHead: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    & h4 {
      margin: 0;
      font-size: 0.9375rem;
      font-weight: 600;
      overflow-wrap: anywhere;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  `,
  picker: css`
    min-height: 6.5em;
    width: 100%;
    max-width: 28rem;
  `,
  list: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 12px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
  `,
  legend: css`
    padding-inline: 4px;
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--fy-text);
    overflow-wrap: anywhere;
  `,
})
