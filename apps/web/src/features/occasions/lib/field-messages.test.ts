// Every complaint the occasion form can make, from the form or from the server, is said in Hindi
// on a Hindi page: the contract's messages that bad occasions bring out are all the form's own.
import { describe, expect, it } from 'vitest';
import { OccasionWriteSchema } from '@phoolwari/contracts';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { occasionFieldMessage } from './field-messages';

const good = { name: 'Amma', kind: 'birthday', day: 2, month: 12 };
const bad = [
  {},
  { ...good, name: ' ' },
  { ...good, name: 'x'.repeat(81) },
  { ...good, relation: 'landlord' },
  { ...good, kind: 'wedding' },
  { ...good, kind: 'festival' },
  { ...good, festival: 'christmas', kind: 'festival' },
  { ...good, day: null, month: null },
  { ...good, day: 0, month: 13 },
  { ...good, day: 31, month: 4 },
  { ...good, year: 1800 },
  { ...good, year: 2200 },
  { ...good, remindDaysBefore: 0 },
  { ...good, remindDaysBefore: 31 },
  { ...good, channel: 'pigeon' },
];

describe('the occasion form’s messages', () => {
  it('has Hindi for every message the contract gives a bad occasion', () => {
    const messages = new Set(bad.flatMap((body) => OccasionWriteSchema.safeParse(body).error?.issues.map((i) => i.message) ?? []));
    // Zod's own (a missing name) are put in Hindi by the Hindi pages' error map; ours are listed.
    const ours = [...messages].filter((m) => !/^Invalid input/.test(m));
    expect(ours.length).toBeGreaterThan(8);
    for (const message of ours) {
      expect(occasionFieldMessage(testI18n, message), message).toBe(message);
      expect(occasionFieldMessage(hindiTestI18n, message), message).not.toBe(message);
    }
  });
});
