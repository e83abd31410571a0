// Zod's own complaints (a rule without words of its own: an empty field, a text too long, a choice
// left out) in Hindi, for the forms of Hindi pages. Zod's Hindi locale says them as a programmer
// would ("बहुत छोटा: अपेक्षित था कि string में >=1 अक्षर हों", "अमान्य विकल्प: अपेक्षित मानों में
// से एक "a"|"b""), so the ones a customer can meet are said here in plain words; any other is the
// locale's. A schema's own message still comes first (zod asks this only where the schema has none).
// The words live here rather than in the catalogues: src/lib's catalogue is in every page's first
// load, and this module is fetched only by a form on a Hindi page (zod-resolver.ts).
import { hi } from 'zod/locales';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const locale = hi().localeError;

const REQUIRED = 'यह भरना ज़रूरी है';
const NOT_RIGHT = 'यह जानकारी सही नहीं है';
const CHOOSE_ONE = 'कोई एक विकल्प चुनें';

/** A number from zod's limit (a number or a bigint). */
const count = (limit: unknown) => Number(limit);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const least = issue.inclusive ? count(issue.minimum) : count(issue.minimum) + 1;
  switch (issue.origin) {
    case 'string':
      return least <= 1 ? REQUIRED : `कम से कम ${least} अक्षर लिखें`;
    case 'array':
    case 'set':
      return least <= 1 ? 'कम से कम एक चुनें' : `कम से कम ${least} चुनें`;
    case 'number':
    case 'int':
      return issue.inclusive ? `कम से कम ${count(issue.minimum)} होना चाहिए` : `${count(issue.minimum)} से ज़्यादा होना चाहिए`;
    default:
      return undefined;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const most = issue.inclusive ? count(issue.maximum) : count(issue.maximum) - 1;
  switch (issue.origin) {
    case 'string':
      return `ज़्यादा से ज़्यादा ${most} अक्षर लिखें`;
    case 'array':
    case 'set':
      return `ज़्यादा से ज़्यादा ${most} चुनें`;
    case 'number':
    case 'int':
      return issue.inclusive ? `${count(issue.maximum)} से ज़्यादा नहीं हो सकता` : `${count(issue.maximum)} से कम होना चाहिए`;
    default:
      return undefined;
  }
}

function plainHindi(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return issue.expected === 'boolean' ? CHOOSE_ONE : REQUIRED;
      if (issue.expected === 'int') return 'पूरी संख्या डालें';
      if (issue.expected === 'number') return 'संख्या डालें';
      return NOT_RIGHT;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return CHOOSE_ONE;
    case 'invalid_format':
      if (issue.format === 'email') return 'सही ईमेल पता डालें';
      if (issue.format === 'url') return 'सही वेब पता डालें';
      return 'कृपया इसे सही रूप में लिखें';
    case 'not_multiple_of':
      return count(issue.divisor) === 1 ? 'पूरी संख्या डालें' : undefined;
    case 'invalid_union':
    case 'custom':
      return NOT_RIGHT;
    default:
      return undefined;
  }
}

/** The per-parse error map of a form on a Hindi page. */
export const hindiZodError: z.core.$ZodErrorMap = (issue) => plainHindi(issue) ?? locale(issue);
