// A local stand-in for Stripe.js (https://js.stripe.com), served by the Stripe end-to-end spec
// with page.route: the test machine has no network, and Stripe's card form lives in Stripe's
// iframes anyway. It implements only what the storefront's card-saving page uses, through
// @stripe/react-stripe-js: Stripe(key), stripe.elements({ clientSecret }), elements.create('payment')
// mounted as plain labelled inputs (no iframe, so the test can type in them), and
// stripe.confirmSetup({ elements }), which confirms the SetupIntent of `add-auth` with the reference
// server's development Stripe simulation (POST /dev/stripe/setup-intents/confirm,
// CARRELLO_DEV_TOOLS=1) and answers as Stripe does: { setupIntent } or { error }.
(function () {
  'use strict';

  var CONFIRM_SETUP_PATH = '/dev/stripe/setup-intents/confirm';
  var fieldCount = 0;

  function field(container, name, label, autocomplete) {
    fieldCount += 1;
    var id = 'fake-stripe-' + name + '-' + fieldCount;
    var wrapper = document.createElement('div');
    wrapper.style.display = 'grid';
    wrapper.style.gap = '4px';
    var labelNode = document.createElement('label');
    labelNode.htmlFor = id;
    labelNode.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    input.name = name;
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.style.font = 'inherit';
    input.style.minHeight = '44px';
    input.style.padding = '0 12px';
    input.style.border = '1px solid #6b6b6b';
    input.style.borderRadius = '8px';
    wrapper.appendChild(labelNode);
    wrapper.appendChild(input);
    container.appendChild(wrapper);
    return input;
  }

  function createPaymentElement() {
    var listeners = {};
    var ready = false;
    var root = null;
    var inputs = null;
    var element = {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.style.display = 'grid';
        root.style.gap = '12px';
        inputs = {
          number: field(root, 'cardnumber', 'Numero della carta', 'cc-number'),
          expiry: field(root, 'exp-date', 'Scadenza (MM/AA)', 'cc-exp'),
          cvc: field(root, 'cvc', 'Codice di sicurezza (CVC)', 'cc-csc'),
        };
        node.appendChild(root);
        setTimeout(function () {
          ready = true;
          element.emit('ready', { elementType: 'payment' });
        }, 0);
      },
      on: function (event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        // react-stripe-js listens after mounting: a late `ready` listener still hears it.
        if (event === 'ready' && ready)
          setTimeout(function () {
            handler({ elementType: 'payment' });
          }, 0);
        return element;
      },
      off: function (event, handler) {
        listeners[event] = (listeners[event] || []).filter(function (h) {
          return h !== handler;
        });
        return element;
      },
      once: function (event, handler) {
        function once(payload) {
          element.off(event, once);
          handler(payload);
        }
        return element.on(event, once);
      },
      emit: function (event, payload) {
        (listeners[event] || []).slice().forEach(function (handler) {
          handler(payload);
        });
      },
      update: function () {},
      focus: function () {
        if (inputs) inputs.number.focus();
      },
      blur: function () {},
      clear: function () {
        if (inputs) {
          inputs.number.value = '';
          inputs.expiry.value = '';
          inputs.cvc.value = '';
        }
      },
      collapse: function () {},
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
      },
      destroy: function () {
        element.unmount();
        listeners = {};
      },
      values: function () {
        return inputs
          ? { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value }
          : { number: '', expiry: '', cvc: '' };
      },
    };
    return element;
  }

  function createElements(options) {
    var created = {};
    return {
      clientSecret: (options && options.clientSecret) || '',
      create: function (type) {
        if (type !== 'payment') throw new Error('fake Stripe.js: only the payment element');
        created[type] = createPaymentElement();
        return created[type];
      },
      getElement: function (type) {
        return created[type] || null;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        return Promise.resolve({});
      },
    };
  }

  function unsupported(name) {
    return function () {
      return Promise.reject(new Error('fake Stripe.js: ' + name + ' is not simulated'));
    };
  }

  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey)))
      throw new Error('fake Stripe.js: a publishable key is required');
    return {
      elements: createElements,
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      confirmPayment: unsupported('confirmPayment'),
      confirmSetup: function (params) {
        var elements = params.elements;
        var element = elements.getElement('payment');
        var card = element ? element.values() : { number: '', expiry: '' };
        if (!card.number.trim())
          return Promise.resolve({
            error: { type: 'validation_error', code: 'incomplete_number', message: 'incomplete' },
          });
        return fetch(CONFIRM_SETUP_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            client_secret: elements.clientSecret,
            number: card.number,
            expiry: card.expiry,
          }),
        })
          .then(function (response) {
            return response.json();
          })
          .then(function (body) {
            return body.error ? { error: body.error } : { setupIntent: body.setupIntent };
          });
      },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = 'endive';

  window.Stripe = Stripe;
})();
