import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the box's signed-in view (its own chunk): who is signed in, and Sign out. */
export const signedInStyles = ({ css }: Emotion) => ({
  profile: css`
    display: flex;
    align-items: center;
    gap: 12px;
    min-width: 0;
  `,
  profileText: css`
    display: grid;
    min-width: 0;
  `,
  profileName: css`
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  `,
  profileEmail: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 14px;
    overflow-wrap: break-word;
  `,
  signedIn: css`
    display: grid;
    gap: 16px;
  `,
})
