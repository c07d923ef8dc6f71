import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';

import { App } from './app/app';
import { captureCardPaymentParams } from './payments/card-payment-params';

// The server's Content-Security-Policy allows no eval: zod validates without compiling parsers
// (it would otherwise probe with `new Function`, which the policy blocks and reports).
zodConfig({ jitless: true });

// Before anything else: the card page's client secret leaves the address bar (spec 2.1).
captureCardPaymentParams();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
