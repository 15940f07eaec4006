/** The portal's SSO page (issue 21): replaced by its engineer. */
export default function SsoPage() {
  return null
}
