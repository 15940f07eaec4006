/** Scaffold: replaced by the general work of issue 19 before it lands. */
export default function GeneralTab() {
  return null
}
