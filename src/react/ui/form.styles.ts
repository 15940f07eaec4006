import { focusRing } from './focus-ring'
import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the form's error summary. */
export const formStyles = ({ css }: Emotion) => ({
  summaryText: css`
    margin: 0;
    font-weight: 600;
  `,
  summaryList: css`
    margin: 6px 0 0;
    padding-inline-start: 20px;
  `,
  // Two errors put two of these one above the other: each keeps a 24 px target (WCAG 2.5.8).
  summaryLink: css`
    min-block-size: 24px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
    overflow-wrap: anywhere;
    ${focusRing}
  `,
})
