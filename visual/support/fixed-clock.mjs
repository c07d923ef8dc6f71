// Preloaded into the reference server (`node --import`) for the visual review: `Date` answers
// FIXED_NOW at every call, so the seed, the time slots and the orders placed during a run carry
// the same dates and times on every run. Timers keep running on the real clock.
import MockDate from 'mockdate';

import { FIXED_NOW } from './clock.mjs';

MockDate.set(process.env.CARRELLO_FIXED_NOW ?? FIXED_NOW);
