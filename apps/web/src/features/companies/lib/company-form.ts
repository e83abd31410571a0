// The checkout's company fields: off until the customer says they order for a company; then its
// legal name and GSTIN, checked as the shop's settings check a GSTIN (the contract's gstinProblem:
// shape, state code, check character), each problem said in the page's language. The form's value
// becomes the contract's `company`: the name and GSTIN, or null.
import { z } from 'zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GSTIN_EXAMPLE, gstinProblem, type CompanyBuyer } from '@phoolwari/contracts';

export const companyDefaults = { wanted: false, legalName: '', gstin: '' };
/** The company fields as the checkout form holds them. */
export type CompanyFormInput = typeof companyDefaults;

/** The form's `company`: the fields as typed, out as the contract's company or null. */
export function companyField(i18n: I18n) {
  const problems = {
    format: i18n._(msg`A GSTIN is 15 characters, like ${GSTIN_EXAMPLE}`),
    state: i18n._(msg`A GSTIN starts with the two digits of a state's code`),
    check: i18n._(msg`This GSTIN's last character does not match: please check it for a typo`),
  };
  return z
    .object({ wanted: z.boolean(), legalName: z.string(), gstin: z.string() })
    .superRefine((company, ctx) => {
      if (!company.wanted) return;
      const name = company.legalName.trim();
      /* eslint-disable lingui/no-unlocalized-strings -- the form's field paths, not words */
      const issue = (field: 'legalName' | 'gstin', message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (name === '') issue('legalName', i18n._(msg`Enter the company's legal name`));
      else if (name.length > 120) issue('legalName', i18n._(msg`At most 120 characters`));
      const problem = gstinProblem(company.gstin.trim().toUpperCase());
      if (problem) issue('gstin', problems[problem]);
      /* eslint-enable lingui/no-unlocalized-strings */
    })
    .transform((company): CompanyBuyer | null => (company.wanted ? { legalName: company.legalName.trim(), gstin: company.gstin.trim().toUpperCase() } : null));
}

/** What the line under the Pay button says is still missing. */
export const COMPANY_PART_WORDS: Record<string, MessageDescriptor> = {
  'company.legalName': msg`the company's legal name`,
  'company.gstin': msg`a valid GSTIN`,
};
