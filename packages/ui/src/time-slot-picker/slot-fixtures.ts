// Stories and tests only (not exported): three days of slots shaped like the contract's.
import type { TimeslotDay } from '@carrello/sdk';

export const slotDays: TimeslotDay[] = [
  {
    date: '2026-11-24',
    timeSlots: [
      { timeslotId: 1, beginTime: '08:00', endTime: '10:00', status: 'full', available: false },
      {
        timeslotId: 2,
        beginTime: '10:00',
        endTime: '12:00',
        status: 'almost_full',
        available: true,
      },
      { timeslotId: 3, beginTime: '12:00', endTime: '14:00', status: 'open', available: true },
      { timeslotId: 4, beginTime: '18:00', endTime: '20:00', status: 'open', available: true },
    ],
  },
  {
    date: '2026-11-25',
    timeSlots: [
      { timeslotId: 5, beginTime: '08:00', endTime: '10:00', status: 'open', available: true },
      { timeslotId: 6, beginTime: '10:00', endTime: '12:00', status: 'closed', available: false },
    ],
  },
  { date: '2026-11-26', timeSlots: [] },
];
