// Test support (not exported): what the services hooks send.
import type { RegisterVariables } from './services-mutations';

/** Mario's sign-up form, as the registration page sends it. */
export const marioSignUp: RegisterVariables = {
  email: 'mario.rossi@example.it',
  password: 'Spesa2026!',
  firstName: 'Mario',
  lastName: 'Rossi',
  privacy: true,
};
