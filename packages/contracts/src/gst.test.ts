// The GST number's check: the example the settings show passes it, and a typo in any place is caught.
import { describe, expect, it } from 'vitest';
import { GSTIN_EXAMPLE, GstinSchema, gstinCheckCharacter } from './gst-registration';

describe('GstinSchema', () => {
  it('accepts the example the settings show', () => {
    expect(GstinSchema.safeParse(GSTIN_EXAMPLE).success).toBe(true);
    expect(GSTIN_EXAMPLE.at(-1)).toBe(gstinCheckCharacter(GSTIN_EXAMPLE.slice(0, 14)));
  });

  it('refuses the old example, whose check character was wrong, and a changed digit', () => {
    const refused = GstinSchema.safeParse('29ABCDE1234F1Z5');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('This GSTIN’s check character is wrong: please check it for a typo');
    expect(GstinSchema.safeParse(GSTIN_EXAMPLE.replace('1234', '1235')).success).toBe(false);
  });
});
