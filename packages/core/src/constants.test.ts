import { describe, expect, it } from 'vitest';
import {
  BARCODE_FORMATS,
  PAYMENT_TYPE,
  PERSON_TYPE,
  STREET_LOOKUP,
  SUGGESTION_MIN_CHARS,
} from './constants';

describe('constants', () => {
  it('keep the required values', () => {
    expect(PAYMENT_TYPE).toEqual({ FAST_PAYMENT: 12, CARD_INTENT: 25 });
    expect(PERSON_TYPE).toEqual({ PRIVATE: 1, COMPANY: 2, SOLE_PROPRIETORSHIP: 3, PUBLIC_BODY: 4 });
    expect(BARCODE_FORMATS).toHaveLength(8);
  });

  it('express "more than 3 characters" as a minimum of 4', () => {
    expect(SUGGESTION_MIN_CHARS).toBe(4);
    expect(STREET_LOOKUP).toEqual({ minChars: 4, debounceMs: 400 });
  });
});
