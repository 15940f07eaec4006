/// <reference types="vite/client" />
import { createRoot } from 'react-dom/client'
import { defineElements } from 'foyer'
import { App } from './app'

// Before the first render: React 19 then sets `configuration` as the portal's property, not an attribute.
defineElements()

const root = document.querySelector('#app')
if (root) createRoot(root).render(<App />)
