// A form's resolver in the page's language: zod's own words in Hindi on a Hindi page, a schema's
// own message first all the same, and English pages as zod says it.
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { pageZodResolver } from './zod-resolver';

const schema = z.object({
  name: z.string().trim().min(1),
  city: z.string().trim().min(1, 'City is required'),
  slot: z.enum(['morning', 'evening']),
  quantity: z.number().int().min(1).max(50),
});
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const empty = { name: '', city: '', slot: '', quantity: 60 } as unknown as Values;

async function messages(language: 'en' | 'hi', values: Values) {
  const { errors } = await pageZodResolver<Values, unknown, z.output<typeof schema>>(schema, language)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string }).message]));
}

describe('pageZodResolver', () => {
  it("says zod's own complaints in plain Hindi on a Hindi page, the schema's own message unchanged", async () => {
    expect(await messages('hi', empty)).toEqual({
      name: 'यह भरना ज़रूरी है',
      city: 'City is required',
      slot: 'कोई एक विकल्प चुनें',
      quantity: '50 से ज़्यादा नहीं हो सकता',
    });
    expect(await messages('hi', { ...empty, quantity: 1.5 })).toMatchObject({ quantity: 'पूरी संख्या डालें' });
  });

  it('leaves an English page as zod says it', async () => {
    expect(await messages('en', empty)).toEqual({
      name: 'Too small: expected string to have >=1 characters',
      city: 'City is required',
      slot: 'Invalid option: expected one of "morning"|"evening"',
      quantity: 'Too big: expected number to be <=50',
    });
  });

  it('passes good values through', async () => {
    const result = await pageZodResolver<Values, unknown, z.output<typeof schema>>(schema, 'hi')(
      { name: ' Asha ', city: 'Pune', slot: 'morning', quantity: 2 },
      undefined,
      options,
    );
    expect(result).toEqual({ errors: {}, values: { name: 'Asha', city: 'Pune', slot: 'morning', quantity: 2 } });
  });
});
