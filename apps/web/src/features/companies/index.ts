// Ordering for a company: the checkout's company fields (legal name and GSTIN, checked as the shop's
// own GSTIN is), with words of their own that load with the checkout page, not with every page.
export { CompanySection } from './components/company-section';
export { COMPANY_PART_WORDS, companyDefaults, companyField, type CompanyFormInput } from './lib/company-form';
