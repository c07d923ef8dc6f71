import { describe, expect, it } from 'vitest';
import { isConfirmedUser, isSsoUser } from './user';

describe('isConfirmedUser', () => {
  it.each([[1], [2]])('answers true for profile level %i', (profileLevel) => {
    expect(isConfirmedUser({ profileLevel })).toBe(true);
  });

  it.each([[{ profileLevel: 0 }], [{ profileLevel: null }], [{}], [null], [undefined]])(
    'answers false for %j',
    (user) => {
      expect(isConfirmedUser(user)).toBe(false);
    },
  );
});

describe('isSsoUser', () => {
  it('answers true only when the flag is true', () => {
    expect(isSsoUser({ isSsoUser: true })).toBe(true);
    expect(isSsoUser({ isSsoUser: false })).toBe(false);
    expect(isSsoUser({})).toBe(false);
    expect(isSsoUser(null)).toBe(false);
  });
});
