/*
 * A loopback FAKE of Stripe.js (Stripe's servers cannot be reached here), served by `server.ts` in
 * place of https://js.stripe.com/endive/stripe.js. It defines `window.Stripe` with the calls Foyer
 * uses: `elements({clientSecret})` and its Payment Element (three card fields mounted into a
 * light-DOM node; like Stripe it refuses a node inside a shadow root), `confirmSetup`,
 * `confirmCardSetup` and `confirmCardPayment`, which post Stripe.js's own form requests with the
 * publishable key to the Stripe HTTP fake (`test/support/stripe-fake/`) whose address `server.ts` writes in.
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
          return answer.error ? { error: answer.error } : { setupIntent: answer }
        })
      },
      confirmCardSetup: function (secret, data) {
        return post(key, '/v1/setup_intents/' + intentId(secret) + '/confirm', {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (answer) {
          return answer.error ? { error: answer.error } : { setupIntent: answer }
        })
      },
      confirmCardPayment: function (secret, data) {
        return post(key, '/v1/payment_intents/' + intentId(secret) + '/confirm', {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (answer) {
          return answer.error ? { error: answer.error } : { paymentIntent: answer }
        })
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
