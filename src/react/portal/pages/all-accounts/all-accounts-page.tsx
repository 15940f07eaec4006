/** The portal's All accounts page (issue 23): replaced by its engineer. */
export default function AllAccountsPage() {
  return null
}
