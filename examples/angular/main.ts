/// <reference types="vite/client" />
// The just-in-time compiler first: it compiles the components' templates in the browser.
import '@angular/compiler'
import { provideZonelessChangeDetection } from '@angular/core'
import { bootstrapApplication } from '@angular/platform-browser'
import { defineElements } from 'foyer'
import { AppComponent } from './app.component'

// Before the first render: Angular then sets `[configuration]` as the portal's property.
defineElements()

// Zoneless: signals tell Angular what changed (no zone.js).
bootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] }).catch(
  (error: unknown) => console.error(error),
)
