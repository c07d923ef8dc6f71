import { afterEach, describe, expect, it } from 'vitest';

import { forgetCardSetup, keepCardSetup, readCardSetup, setupReturnPath } from './card-setup';

afterEach(() => sessionStorage.clear());

describe('card setup of this tab', () => {
  it('keeps the session of add-auth until it is forgotten', () => {
    expect(readCardSetup()).toBeUndefined();
    keepCardSetup({ paymentId: 'seti_7', clientSecret: 'seti_secret_Qm81' });
    expect(readCardSetup()).toEqual({ paymentId: 'seti_7', clientSecret: 'seti_secret_Qm81' });
    forgetCardSetup();
    expect(readCardSetup()).toBeUndefined();
  });

  it('ignores what it cannot read as a session', () => {
    sessionStorage.setItem('carrello.cardSetup', 'seti_secret_Qm81');
    expect(readCardSetup()).toBeUndefined();
    sessionStorage.setItem('carrello.cardSetup', JSON.stringify({ paymentId: 7 }));
    expect(readCardSetup()).toBeUndefined();
  });

  it('sends the outcome back to the saved cards with the id and status, never the secret', () => {
    expect(setupReturnPath('seti_7', 'succeeded')).toBe(
      '/profile/payment-method?payment_id=seti_7&redirect_status=succeeded',
    );
  });
});
