/**
 * Where the page was sent while recording: the Navigation API keeps the test page, each leave (the
 * box's `location.assign` after sign-in, in path mode) becomes an in-page move to the same address.
 */
export function recordLeaves() {
  const navigation = (window as unknown as { navigation: EventTarget }).navigation
  const urls: string[] = []
  const listener = (event: Event) => {
    const navigate = event as Event & {
      destination: { url: string }
      canIntercept: boolean
      intercept: () => void
    }
    urls.push(navigate.destination.url)
    if (navigate.canIntercept) navigate.intercept()
  }
  navigation.addEventListener('navigate', listener)
  return { urls, stop: () => navigation.removeEventListener('navigate', listener) }
}
