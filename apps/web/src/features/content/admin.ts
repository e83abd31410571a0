// Contact messages and the newsletter list in the admin panel.
export { InboxPanel } from './panels/inbox-panel';
