/** A tiny in-memory `Storage` for Node, standing in for the browser's sessionStorage. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>()

  get length(): number {
    return this.#items.size
  }

  clear(): void {
    this.#items.clear()
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    this.#items.delete(key)
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value))
  }
}

/** Installs a fresh in-memory sessionStorage when the runtime has none (Node); returns it. */
export function installSessionStorage(): Storage {
  const storage = new MemoryStorage()
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true })
  return storage
}
