// The freshness promise in the admin panel: the desk's reports and answers.
export { FreshnessClaimsPanel } from './panels/claims-panel';
