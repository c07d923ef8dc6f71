import { describe, expect, it } from 'vitest';
import { isConfirmedUser, isSignedInUser, isSsoUser } from './user';

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

describe('isSignedInUser', () => {
  it('answers true for a user with a positive id', () => {
    expect(isSignedInUser({ userId: 7 })).toBe(true);
  });

  it.each([[{ userId: -1 }], [{ userId: 0 }], [{ userId: null }], [{}], [null], [undefined]])(
    'answers false for the visitor %j',
    (user) => {
      expect(isSignedInUser(user)).toBe(false);
    },
  );
});
