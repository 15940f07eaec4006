/** The Connectivity page's Email tab (issue 20). */
export default function EmailTab() {
  return null
}
