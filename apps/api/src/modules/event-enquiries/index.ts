// The public face of the event-enquiries module: what the app and other modules may use (its internals stay its own).
export { createEventEnquiryService, type EventEnquiryService } from './service';
export { registerEventEnquiryRoutes } from './routes';
export { eventEnquiriesPlugin, eventEnquiriesRoutes } from './plugin';
