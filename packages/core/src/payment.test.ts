import { describe, expect, it } from 'vitest';
import { canPay, showFastPayment } from './payment';

describe('showFastPayment', () => {
  describe('when type 12 is offered and the summary is compact', () => {
    it('shows the button', () => {
      expect(showFastPayment({ paymentTypes: [{ paymentTypeId: 12 }], compact: true })).toBe(true);
    });

    it('still shows it next to an inactive card-intent type', () => {
      const paymentTypes = [{ paymentTypeId: 12 }, { paymentTypeId: 25, active: 0 }];
      expect(showFastPayment({ paymentTypes, compact: true })).toBe(true);
    });
  });

  describe('when an active card-intent type 25 exists', () => {
    it.each([[1], ['1'], [true]])('hides the button (active %j)', (active) => {
      const paymentTypes = [{ paymentTypeId: 12 }, { paymentTypeId: 25, active }];
      expect(showFastPayment({ paymentTypes, compact: true })).toBe(false);
    });
  });

  describe('when the summary is not compact', () => {
    it('hides the button', () => {
      expect(showFastPayment({ paymentTypes: [{ paymentTypeId: 12 }], compact: false })).toBe(
        false,
      );
    });
  });

  describe('when type 12 is not offered', () => {
    it.each([[[{ paymentTypeId: 25, active: 0 }]], [[]], [null], [undefined]])(
      'hides the button for %j',
      (paymentTypes) => {
        expect(showFastPayment({ paymentTypes, compact: true })).toBe(false);
      },
    );
  });
});

describe('canPay', () => {
  it('lets a confirmed user pay', () => {
    expect(canPay({ profileLevel: 1 })).toBe(true);
  });

  it('asks an unconfirmed user to complete the profile', () => {
    expect(canPay({ profileLevel: 0 })).toBe(false);
    expect(canPay(undefined)).toBe(false);
  });
});
