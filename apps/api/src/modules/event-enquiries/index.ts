// The public face of the event-enquiries module: what the app and other modules may use (its internals stay its own).
export {
  countOpenEnquiries,
  createEventEnquiryService,
  findEnquiriesBetween,
  findEnquiryForQuote,
  markEnquiryQuoted,
  type EventEnquiryService,
  type EventEnquiryRow,
} from './service';
export { registerEventEnquiryRoutes } from './routes';
export { kindOf as eventKindName } from './messages';
export { eventEnquiriesPlugin, eventEnquiriesRoutes } from './plugin';
