import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { demoSignInAtom } from '../../atoms/index'

// Demo mode only: its card and styles load on demand, beside the demo transport.
const DemoHintCard = lazy(() => import('./demo-hint-card'))

/** In demo mode, the credentials that work (its own chunk, like its card). */
export default function DemoHint() {
  const demo = useAtomValue(demoSignInAtom)
  if (!demo) return null
  return (
    <Suspense fallback={null}>
      <DemoHintCard demo={demo} />
    </Suspense>
  )
}
