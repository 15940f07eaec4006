/**
 * A demo module's secrets (links and codes it "mailed"), kept in sessionStorage under `key`: the
 * demo notice's link opens a page that loads the demo again, where the link must still be known.
 * Values are plain JSON objects, mutated in place by the module and written back by `save()`
 * (`persisting` saves after every request). Memory only where there is no sessionStorage (Node).
 */
export function storedMap<V>(key: string): Map<string, V> & { save: () => void } {
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage
  let entries: Array<[string, V]> = []
  try {
    entries = Object.entries(JSON.parse(storage?.getItem(key) ?? '{}') as Record<string, V>)
  } catch {
    entries = []
  }
  const map = new Map<string, V>(entries)
  return Object.assign(map, {
    save: () => storage?.setItem(key, JSON.stringify(Object.fromEntries(map))),
  })
}
