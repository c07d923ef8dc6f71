import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { captureCardPaymentParams } from './payments/card-payment-params';

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
