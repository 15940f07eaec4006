import { readFileSync } from 'node:fs'

/**
 * The public mail providers the server refuses when a tenant blocks public email domains,
 * shipped with the server and read offline: `public-domains.txt`, one domain a line, is the
 * `all.json` list of the npm package `email-providers` 2.26.0 (Jannis R, ISC licence: "Permission
 * to use, copy, modify, and/or distribute this software for any purpose with or without fee is
 * hereby granted, provided that the above copyright notice and this permission notice appear in
 * all copies"), 8,759 domains (gmail.com, outlook.com, yahoo.com, gmx.de, mail.ru, proton.me and
 * throwaway-address services), less the reserved example.com/.net/.org. The package is not a
 * dependency: the list is a data file, so the server installs and starts with no download.
 * Loaded on first use, so a server whose tenants never block public domains never holds it.
 */
let list: Set<string> | undefined

const load = (): Set<string> => {
  list ??= new Set(
    readFileSync(new URL('./public-domains.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  return list
}

/** How many public mail providers the list holds. */
export const publicEmailDomainCount = (): number => load().size

/**
 * Is `domain` (normalised) one of the public mail providers? Exact names only: the list holds a
 * few public suffixes ("com.ar", "net.ua") whose subdomains are companies, not providers.
 */
export const isPublicEmailDomain = (domain: string): boolean => load().has(domain)
