/** The view layer: screens (login, widgets) and the UI primitives they are built from. */
export { LoginBoxScreen } from './login/login-box-screen'
export type { LoginBoxScreenProps } from './login/login-box-screen'
export type { UrlStrategy } from './login/logout-route'
export { AuthorizedContentScreen } from './widgets/authorized-content/authorized-content-screen'
export type { AuthorizedContentScreenProps } from './widgets/authorized-content/authorized-content-screen'
export { UsersTableScreen } from './widgets/users-table/users-table-screen'
export * from './ui/index'
