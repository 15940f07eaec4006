/** The portal's Usage page (issue 22): replaced by its engineer. */
export default function UsagePage() {
  return null
}
