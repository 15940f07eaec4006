import { mount } from 'svelte'
import { defineElements } from 'foyer'
import App from './app.svelte'

// Before the first render: Svelte then sets `configuration` as the portal's property.
defineElements()

const target = document.querySelector('#app')
if (target) mount(App, { target })
