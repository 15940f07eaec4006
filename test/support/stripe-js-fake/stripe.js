/*
 * A loopback FAKE of Stripe.js (Stripe's servers cannot be reached here), served by `server.ts` in
 * place of https://js.stripe.com/endive/stripe.js. It defines `window.Stripe` with the calls Foyer
 * uses: `elements({clientSecret})` and its Payment Element (three card fields mounted into a
 * light-DOM node; like Stripe it refuses a node inside a shadow root), `confirmSetup`,
 * `confirmCardSetup` and `confirmCardPayment`, which post Stripe.js's own form requests with the
 * publishable key to the Stripe HTTP fake (`test/support/stripe-fake/`) whose address `server.ts` writes in.
 * An intent that answers `requires_action` (3-D Secure) gets Stripe's test challenge over the page.
 */
;(function () {
  var API = '__STRIPE_API_URL__'
  var counter = 0

  function post(key, path, fields) {
    var body = new URLSearchParams(Object.assign({ key: key }, fields))
    return fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body,
    }).then(function (response) {
      return response.text().then(function (text) {
        try {
          return JSON.parse(text)
        } catch {
          return {
            error: {
              type: 'api_error',
              message: 'Stripe answered ' + response.status + ' ' + text,
            },
          }
        }
      })
    })
  }

  function intentId(secret) {
    return String(secret).split('_secret_')[0]
  }

  function field(prefix, name, label, autocomplete) {
    var wrapper = document.createElement('div')
    var labelNode = document.createElement('label')
    labelNode.htmlFor = prefix + '-' + name
    labelNode.textContent = label
    var input = document.createElement('input')
    input.id = prefix + '-' + name
    input.setAttribute('autocomplete', autocomplete)
    input.inputMode = 'numeric'
    wrapper.append(labelNode, input)
    return wrapper
  }

  /*
   * Stripe's test 3-D Secure page, as Stripe.js shows it when an intent answers `requires_action`:
   * a window over the page (appended to the document's body, outside any shadow root or modal
   * dialog) with Complete and Fail buttons; the outcome goes to the fake's challenge call.
   */
  function challenge(key, intent) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div')
      overlay.setAttribute('data-stripe-fake', 'three-d-secure')
      overlay.setAttribute('role', 'dialog')
      overlay.setAttribute('aria-modal', 'true')
      overlay.setAttribute('aria-label', '3D Secure authentication')
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;' +
        'background:rgba(0,0,0,.45)'
      var box = document.createElement('div')
      box.style.cssText =
        'background:#fff;color:#111;padding:24px;border-radius:8px;max-width:320px'
      var text = document.createElement('p')
      text.textContent = '3D Secure 2 test page: complete or fail the authentication.'
      box.append(text)
      var choose = function (outcome) {
        overlay.remove()
        post(key, '/v1/three_d_secure/' + intent.id + '/challenge', { outcome: outcome }).then(
          resolve,
        )
      }
      ;['Complete', 'Fail'].forEach(function (label) {
        var button = document.createElement('button')
        button.type = 'button'
        button.textContent = label + ' authentication'
        button.addEventListener('click', function () {
          choose(label.toLowerCase())
        })
        box.append(button)
      })
      overlay.append(box)
      document.body.append(overlay)
      box.querySelector('button').focus()
    })
  }

  /* An intent's answer as Stripe.js resolves it, after the 3-D Secure challenge if it asks for one. */
  function finish(key, field, answer) {
    var wrap = function (result) {
      var out = {}
      if (result.error) out.error = result.error
      else out[field] = result
      return out
    }
    if (!answer.error && answer.status === 'requires_action') {
      return challenge(key, answer).then(wrap)
    }
    return Promise.resolve(wrap(answer))
  }

  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) {
      throw new Error('Stripe(): a publishable key (pk_…) is required')
    }
    return {
      elements: function (options) {
        var root = null
        var prefix = 'stripe-fake-card-' + (counter += 1)
        var value = function (name) {
          var input = root && root.querySelector('#' + prefix + '-' + name)
          return input ? input.value : ''
        }
        return {
          clientSecret: options.clientSecret,
          read: function () {
            return { number: value('number'), expiry: value('expiry'), cvc: value('cvc') }
          },
          create: function () {
            return {
              mount: function (node) {
                if (node.getRootNode() instanceof ShadowRoot) {
                  throw new Error(
                    'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
                  )
                }
                root = document.createElement('div')
                root.setAttribute('data-stripe-fake', 'payment-element')
                root.append(
                  field(prefix, 'number', 'Card number', 'cc-number'),
                  field(prefix, 'expiry', 'Expiration date (MM / YY)', 'cc-exp'),
                  field(prefix, 'cvc', 'Security code', 'cc-csc'),
                )
                node.append(root)
              },
              destroy: function () {
                if (root) root.remove()
                root = null
              },
              on: function (event, handler) {
                if (event === 'ready') setTimeout(handler, 0)
              },
            }
          },
        }
      },
      confirmSetup: function (options) {
        var elements = options.elements
        var card = elements.read()
        var expiry = card.expiry.split('/')
        return post(key, '/v1/setup_intents/' + intentId(elements.clientSecret) + '/confirm', {
          client_secret: elements.clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number.replace(/\s/g, ''),
          'payment_method_data[card][exp_month]': (expiry[0] || '').trim(),
          'payment_method_data[card][exp_year]': (expiry[1] || '').trim(),
          'payment_method_data[card][cvc]': card.cvc,
        }).then(function (answer) {
          return finish(key, 'setupIntent', answer)
        })
      },
      confirmCardSetup: function (secret, data) {
        return post(key, '/v1/setup_intents/' + intentId(secret) + '/confirm', {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (answer) {
          return finish(key, 'setupIntent', answer)
        })
      },
      confirmCardPayment: function (secret, data) {
        return post(key, '/v1/payment_intents/' + intentId(secret) + '/confirm', {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (answer) {
          return finish(key, 'paymentIntent', answer)
        })
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
