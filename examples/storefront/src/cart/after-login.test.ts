import { afterEach, describe, expect, it } from 'vitest';

import { setAfterLogin, takeAfterLogin } from './after-login';

afterEach(() => sessionStorage.clear());

describe('what to do after sign-in', () => {
  it('remembers an anonymous "Aggiungi" once, with its product', () => {
    setAfterLogin({ add: 100231 });
    expect(takeAfterLogin()).toEqual({ add: 100231 });
    expect(takeAfterLogin()).toBeNull();
  });

  it('remembers the cart button’s delivery choice', () => {
    setAfterLogin('delivery');
    expect(takeAfterLogin()).toBe('delivery');
  });

  it('ignores a value it did not write', () => {
    sessionStorage.setItem('carrello.afterLogin', 'add:../../checkout');
    expect(takeAfterLogin()).toBeNull();
  });
});
