/** The portal's Audits page (issue 20): replaced by its engineer. */
export default function AuditsPage() {
  return null
}
