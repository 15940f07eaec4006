/**
 * The CDN script: `<script src=".../foyer.min.js"></script>` defines every Foyer tag on load and exposes the
 * package's exports as `window.Foyer`.
 */
import { defineElements } from './index'

export * from './index'

defineElements()
