/** The attributes every Foyer tag takes, as a host page's markup or template writes them. */
export interface FoyerTagAttributes {
  'base-url'?: string
  'app-id'?: string
  'api-prefix'?: string
  demo?: boolean | ''
  credentials?: 'same-origin' | 'include'
  theme?: 'light' | 'dark' | 'auto'
  locale?: string
  nonce?: string
}

/** `<login-box>`'s attributes. */
export interface LoginBoxAttributes extends FoyerTagAttributes {
  'authenticated-url'?: string
  'url-strategy'?: 'path' | 'hash'
}

/** `<authorized-content>`'s attributes: keys, comma- or space-separated. */
export interface AuthorizedContentAttributes extends FoyerTagAttributes {
  permissions?: string
  roles?: string
  features?: string
}

/** Each tag's attributes, for the JSX typings of React and Vue hosts. */
export interface FoyerTagAttributeMap {
  'login-box': LoginBoxAttributes
  'users-table': FoyerTagAttributes
  'authorized-content': AuthorizedContentAttributes
}
