/** The portal's Provisioning page (issue 21): replaced by its engineer. */
export default function ProvisioningPage() {
  return null
}
