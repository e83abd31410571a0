// The public face of the event-quotes module: what the app and other modules may use (its internals stay its own).
export { createEventQuoteService, type EventQuoteService } from './service';
export { registerEventQuoteRoutes } from './routes';
export { eventQuotesPlugin, eventQuotesRoutes } from './plugin';
export { createEventDay, type EventDay } from './event-day';
