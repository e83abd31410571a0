// The freshness promise in My Orders: a delivered order's report button, reports and answers.
export { ReportProblem } from './components/report-problem';
