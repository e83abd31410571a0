// A booked event as the day's work lists carry it (the bench, the job sheets, a rider's list), for tests.
import type { EventJob } from '@phoolwari/contracts';
import { shopToday } from '../lib/shop-dates';

export function makeEventJob(overrides: Partial<EventJob> = {}): EventJob {
  return {
    quoteId: 'ab0000000000000000000001',
    enquiryReference: 'EV-270214-7KQ4',
    kind: 'wedding',
    date: shopToday(),
    customer: 'Asha Rao',
    venuePincode: '560001',
    lines: [
      { description: 'Rose varmala', descriptionHi: 'गुलाब की वरमाला', recipeId: 'ac0000000000000000000001', quantity: 2 },
      { description: 'Mandap drapes', descriptionHi: '', recipeId: null, quantity: 1 },
    ],
    materials: [
      { materialId: 'ad0000000000000000000001', name: 'Marigold', nameHi: 'गेंदा', unit: 'kg', quantity: 1.5 },
      { materialId: 'ad0000000000000000000002', name: 'Rose stem', nameHi: '', unit: 'stem', quantity: 200 },
    ],
    note: 'Red and gold',
    plan: {
      venueAddress: 'Palace Grounds, Jayamahal Road, Bengaluru',
      time: '16:30',
      crew: [
        { _id: 'ae0000000000000000000001', name: 'Farah Florist', role: 'florist' },
        { _id: 'ae0000000000000000000002', name: 'Ravi Rider', role: 'rider' },
      ],
    },
    ...overrides,
  };
}
