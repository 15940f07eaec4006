/**
 * A number worth sending to the server: an optional `+`, then 7 to 15 digits (E.164's length)
 * with the spaces, dots, dashes and brackets people type. The server normalises and checks it.
 */
export function plausiblePhone(value: string): boolean {
  const digits = value.replace(/[\s().-]/g, '')
  return /^\+?\d{7,15}$/.test(digits)
}
