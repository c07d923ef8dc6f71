import { act } from '@testing-library/react';

/** Mario, the demo shopper, as the platform's session names him once he is signed in. */
export const MARIO = {
  userId: 7,
  login: 'mario.rossi@example.it',
  firstName: 'Mario',
  lastName: 'Rossi',
};

/** Lets the session answer and the effects run: 50 ms of real time, inside `act`. */
export function settle() {
  return act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
