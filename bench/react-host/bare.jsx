// A bare React 19 host app: the baseline of the React-host size measurement (scripts/size.ts).
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('app')).render(<div>Hello</div>)
