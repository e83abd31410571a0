// The route table (React Router's framework mode): every page's route module, the one table the
// server's renderer and the browser's router share. The storefront's pages sit in the shop's frame
// (routes/shop.tsx, with the footer's categories), whose error page keeps the header and footer
// in place. A route module with a `loader` (routes/home.tsx, …) is rendered
// on the server with its data; one with only a `clientLoader` (cart, checkout, account, the admin
// panel: the visitor's own pages) is rendered on the server as the frame with a spinner and
// completed in the browser. Hindi pages are the same routes under the /hi basename
// (src/server/app.ts).
import { layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/shop.tsx', [
    route('/', 'routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('custom-order', 'routes/custom-order.tsx'),
    route('custom-order/:id', 'routes/design.tsx'),
    route('custom-orders', 'routes/gallery.tsx'),
    route('track/:token', 'routes/tracking.tsx'),
    route('event-quote/:token', 'routes/event-quote.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('occasions/:id/repeat', 'routes/occasion-repeat.tsx'),
    route('occasions/stop', 'routes/occasion-stop.tsx'),
    route('orders/:id/reschedule', 'routes/reschedule.tsx'),
    route('account', 'routes/account.tsx'),
    route('login', 'routes/auth.tsx', { id: 'login' }),
    route('signup', 'routes/auth.tsx', { id: 'signup' }),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('staff-invite', 'routes/staff-invite.tsx'),
    route('admin-login', 'routes/admin-login.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('events', 'routes/events.tsx'),
    route('subscriptions', 'routes/subscriptions.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin.tsx'),
] satisfies RouteConfig;
