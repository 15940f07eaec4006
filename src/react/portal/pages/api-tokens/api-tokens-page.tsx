/** The portal's tenant API tokens page (issue 20). */
export default function ApiTokensPage() {
  return null
}
