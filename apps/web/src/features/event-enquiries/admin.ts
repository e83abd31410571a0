// The staff side of event enquiries, for the admin panel (loaded with it, never on the storefront).
export { EventEnquiriesPanel } from './panels/event-enquiries-panel';
// A booked event on its day's work lists: the bench and the desk's job sheets show it; the rider's list names its kind.
export { EventJobSheet } from './components/event-job-sheet';
export { KIND_LABELS } from './components/labels';
