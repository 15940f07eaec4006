import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core'
import type { FoyerUser, PortalConfiguration, SignedInDetail, UserVerifiedDetail } from 'foyer'

/**
 * An Angular standalone component hosting Foyer's tags: `CUSTOM_ELEMENTS_SCHEMA` lets the template use
 * them, `[attr.…]` sets attributes, `[configuration]` the portal's property, `(signed-in)` listens to the
 * DOM event. Signals drive the zoneless change detection.
 */
@Component({
  selector: 'acme-app',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header>
      <h1>Acme Workspace (Angular)</h1>
      <p role="status">
        @if (user(); as signedIn) {
          Hello {{ signedIn.name || signedIn.email }}: the page knows you from the
          <code>signed-in</code> event.
        } @else {
          Signed out.
        }
      </p>
      @if (verified(); as email) {
        <p>{{ email }} proved their email: the <code>user-verified</code> event.</p>
      }
    </header>
    <login-box
      [attr.base-url]="baseUrl"
      credentials="include"
      theme="auto"
      [attr.demo]="demo"
      (signed-in)="onSignedIn($event)"
      (signed-out)="user.set(null)"
      (user-verified)="onUserVerified($event)"
    ></login-box>
    @if (user()) {
      <h2>Account settings</h2>
      <admin-portal
        [attr.base-url]="baseUrl"
        credentials="include"
        theme="auto"
        url-strategy="hash"
        [attr.demo]="demo"
        [configuration]="portalConfiguration"
      ></admin-portal>
    }
  `,
})
export class AppComponent {
  // `npm run example:angular` passes the server's address (PORT); `?demo` answers every call in the browser.
  readonly baseUrl =
    (import.meta.env.VITE_FOYER_BASE_URL as string | undefined) ?? 'http://localhost:8080'
  readonly demo = new URLSearchParams(location.search).has('demo') ? '' : null
  // The portal's one typed configuration object: the personal API tokens page, hidden by default, shows.
  readonly portalConfiguration: PortalConfiguration = {
    navigation: { personalApiTokens: { visibility: 'always' } },
  }
  readonly user = signal<FoyerUser | null>(null)
  readonly verified = signal<string | null>(null)

  onSignedIn(event: Event) {
    this.user.set((event as CustomEvent<SignedInDetail>).detail.user)
  }

  onUserVerified(event: Event) {
    this.verified.set((event as CustomEvent<UserVerifiedDetail>).detail.email)
  }
}
