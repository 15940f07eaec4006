/** What every element shows around its screen: the render-failure notice and the missing `base-url` alert. */
export default {
  'element.renderFailed': 'Something went wrong.',
  'element.retry': 'Retry',
  'element.missingBaseUrl':
    "Foyer: set the {attribute} attribute on {tag} to your Foyer server''s address.",
}
