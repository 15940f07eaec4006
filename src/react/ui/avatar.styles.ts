import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the avatar (a chunk's: no first screen shows one). */
export const avatarStyles = ({ css }: Emotion) => ({
  avatar: css`
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: var(--fy-primary);
    color: var(--fy-on-primary);
    font-weight: 700;
    font-size: 14px;
    letter-spacing: 0.02em;
    user-select: none;
    overflow: hidden;
  `,
  avatarPicture: css`
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  `,
})
