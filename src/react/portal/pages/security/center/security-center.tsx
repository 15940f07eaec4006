/** Scaffold: replaced by the center work of issue 19 before it lands. */
export default function SecurityCenter() {
  return null
}
