// The public face of the event-enquiries feature: what the app's routes and the admin panel compose.
export { EventsPage } from './pages/events-page';
export { MyEventEnquiries } from './components/my-event-enquiries';
