// The staff side of event enquiries, for the admin panel (loaded with it, never on the storefront).
export { EventEnquiriesPanel } from './panels/event-enquiries-panel';
