import { Provider, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react'
import { demoSignInAtom, restoreSessionAtom } from '../atoms/index'
import { I18nProvider } from '../react/i18n/index'
import {
  createShadowStyles,
  ErrorBoundary,
  HostEventsProvider,
  StylesProvider,
  ThemeRoot,
} from '../react/index'
import { commonAttributes } from './common-attributes'
import { useElementMessages } from './element-messages'
import { emit, errorDetail } from './emit'
import { usePropertyValues } from './properties'
import { useConfigError } from './use-config-error'
import { useFoyerStore } from './use-foyer-store'
import { useHostProps } from './use-host-props'
import { useSessionEvents } from './use-session-events'
import type { FoyerStore } from '../atoms/index'
import type { AttributeDefs } from './attributes'
import type { CommonProps } from './common-attributes'
import type { FoyerElementSpec } from './element-spec'

/** The alert of an element without `base-url` (a page's mistake, not its every load): a chunk of its own. */
const MissingBaseUrl = lazy(() =>
  import('../react/ui/missing-base-url').then((module) => ({ default: module.MissingBaseUrl })),
)

/** Props of {@link ElementRoot}. */
export interface ElementRootProps<P extends object, V extends object = object> {
  /** The shadow root r2wc rendered us into. */
  root: ShadowRoot
  spec: FoyerElementSpec<P, V>
  defs: AttributeDefs<CommonProps & P>
}

/**
 * Restores the session from the refresh cookie when an element mounts, so every screen starts from the
 * page's session; elements sharing a store share one restore.
 */
function RestoreOnMount() {
  const restore = useSetAtom(restoreSessionAtom)
  useEffect(() => {
    void restore()
  }, [restore])
  return null
}

/** In demo mode, hands the demo's credentials to the store, for the login box to show. */
function useDemoSignIn(store: FoyerStore | null, demo: boolean | undefined): void {
  useEffect(() => {
    if (!store || !demo) return
    let current = true
    void import('../demo/sign-in-hint').then(({ DEMO_SIGN_IN }) => {
      if (current) store.set(demoSignInAtom, DEMO_SIGN_IN)
    })
    return () => {
      current = false
    }
  }, [store, demo])
}

/**
 * Everything between a custom element and its screen: props from attributes, the shadow root's Emotion
 * instance, the page-wide jotai store and its session restore, language, theme, error boundary, session
 * and error events, and the missing-base-url alert.
 */
export function ElementRoot<P extends object, V extends object = object>({
  root,
  spec,
  defs,
}: ElementRootProps<P, V>) {
  const host = root.host as HTMLElement
  const attributeProps = useHostProps(host, defs)
  const propertyValues = usePropertyValues(host)
  const props = useMemo(
    () => ({ ...attributeProps, ...propertyValues }) as CommonProps & P & V,
    [attributeProps, propertyValues],
  )
  // With a CSP header the browser empties the nonce attribute and keeps the value in `host.nonce`.
  const emotion = createShadowStyles(root, props.nonce ?? (host.nonce || undefined))
  const store = useFoyerStore(props)
  const missingBaseUrl = !props.baseUrl
  useConfigError(host, missingBaseUrl)
  useDemoSignIn(store, props.demo)
  const session = useSessionEvents(
    host,
    store,
    spec.sessionEvents,
    spec.events.includes('tenant-changed'),
  )
  const onError = useCallback(
    (error: unknown) =>
      emit(host, 'foyer-error', errorDetail('Foyer: a screen failed to render.', error)),
    [host],
  )
  const overrides = useElementMessages(host, propertyValues.messages)
  const onI18nError = useCallback(
    (error: Error, id?: string) => {
      const message = id
        ? `Foyer: the message "${id}" is not valid ICU MessageFormat; the built-in text is shown.`
        : 'Foyer: the messages of this locale could not be loaded; English is shown.'
      // Reported while rendering: dispatch after it, never inside React's render.
      queueMicrotask(() => emit(host, 'foyer-error', errorDetail(message, error)))
    },
    [host],
  )
  const context = useMemo(() => ({ host, session }), [host, session])
  const events = useMemo(
    () => ({
      reportError: (message: string, error?: unknown) =>
        emit(host, 'foyer-error', errorDetail(message, error)),
    }),
    [host],
  )

  let content = null
  if (missingBaseUrl)
    content = (
      <Suspense fallback={null}>
        <MissingBaseUrl tag={host.localName} />
      </Suspense>
    )
  else if (store)
    content = (
      <Provider store={store}>
        <RestoreOnMount />
        <ErrorBoundary onError={onError}>{spec.render(props, context)}</ErrorBoundary>
      </Provider>
    )

  return (
    <StylesProvider value={emotion}>
      <HostEventsProvider value={events}>
        <I18nProvider locale={props.locale} overrides={overrides} onError={onI18nError}>
          <ThemeRoot theme={props.theme}>{content}</ThemeRoot>
        </I18nProvider>
      </HostEventsProvider>
    </StylesProvider>
  )
}

/** The attribute definitions of a tag: the common ones plus its own. */
export function tagAttributes<P extends object, V extends object = object>(
  spec: FoyerElementSpec<P, V>,
): AttributeDefs<CommonProps & P> {
  return { ...commonAttributes, ...spec.attributes } as AttributeDefs<CommonProps & P>
}
