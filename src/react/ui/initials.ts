/** Up to two initials from a person's name, else the first letter of the email (if any). */
export function initials(name: string | undefined, email: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)
  const fromName = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('')
  const fallback = Array.from((email ?? '').trim())[0] ?? '?'
  return (fromName || fallback).toLocaleUpperCase()
}
