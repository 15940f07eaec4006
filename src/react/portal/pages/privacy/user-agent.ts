/** A session's device as people name it, read from its user agent. */
export interface DeviceInfo {
  /** "Chrome", "Safari"…; null when the agent names no browser we know (a script, a CLI). */
  browser: string | null
  /** "macOS", "iOS", "Windows"…; null when unknown. */
  os: string | null
  kind: 'desktop' | 'mobile' | 'tablet' | 'unknown'
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

// iPad before Mac and iPhone; Android before Linux (its agent says both).
const systems: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (agent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null

/**
 * The browser, system and kind of device of a user agent string, without a parsing library: the
 * sessions list needs names, not versions, and these families cover what people sign in with.
 */
export function parseUserAgent(agent: string | undefined): DeviceInfo {
  const text = agent ?? ''
  const os = first(text, systems)
  const browser = first(text, browsers)
  let kind: DeviceInfo['kind'] = 'unknown'
  if (os === 'iPadOS' || (os === 'Android' && !/\bMobile\b/.test(text))) kind = 'tablet'
  else if (os === 'iOS' || os === 'Android') kind = 'mobile'
  else if (os !== null) kind = 'desktop'
  return { browser, os, kind }
}
