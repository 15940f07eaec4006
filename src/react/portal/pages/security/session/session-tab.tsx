/** Scaffold: replaced by the session work of issue 19 before it lands. */
export default function SessionTab() {
  return null
}
