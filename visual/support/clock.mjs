// The one instant every picture is taken at, in the browser and in the reference server: slots,
// dates, "oggi"/"domani" and countdowns read the same on every run, whatever day it is.
// Far ahead of any real date, so that what the server dates from it (sessions, reservations)
// is never already expired for the browser, which keeps its own clock for cookies.
export const FIXED_NOW = '2035-06-05T06:30:00.000Z'; // martedì 5 giugno 2035, 08:30 a Roma
