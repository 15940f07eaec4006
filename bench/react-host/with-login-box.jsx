// The same React 19 host app with Foyer's sign-in box, imported as a host would (scripts/size.ts).
import { defineLoginBox } from 'foyer/login-box'
import { createRoot } from 'react-dom/client'

defineLoginBox()

createRoot(document.getElementById('app')).render(
  <div>
    Hello
    <login-box base-url="https://auth.example.com" />
  </div>,
)
