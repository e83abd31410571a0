// The route table, the one the browser's router and the server's renderer share. Every page is
// loaded lazily so the storefront's first load stays small and the admin panel's code is fetched
// only by admins. Pages sit in a pathless route inside the shop's frame so that a failing page
// shows its error with the header and footer still in place. A storefront page's route module
// (routes/*.tsx) has a loader as well as its component: the pages with a loader are the ones the
// server renders (lib/route-loader.ts); the others (cart, checkout, account, admin) render in the
// browser.
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { withCatalogues } from '../i18n/load-messages';
import { ShopLayout } from './shell/shop-layout';
import { RouteError } from './shell/route-error';
import { shellLoader } from '../lib/route-loader';

export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    loader: shellLoader,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageSpinner />,
        children: [
          { path: '/', lazy: () => import('./routes/home') },
          { path: '/products', lazy: () => import('./routes/products') },
          { path: '/product/:id', lazy: () => import('./routes/product') },
          { path: '/cart', lazy: () => import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })) },
          {
            path: '/checkout',
            lazy: withCatalogues(['account', 'orders'], () => import('../features/checkout/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage }))),
          },
          {
            path: '/custom-order',
            lazy: withCatalogues(['custom-designs'], () =>
              import('../features/custom-designs/pages/custom-order-page').then((m) => ({ Component: m.CustomOrderPage })),
            ),
          },
          { path: '/custom-order/:id', lazy: withCatalogues(['custom-designs'], () => import('./routes/design')) },
          { path: '/custom-orders', lazy: withCatalogues(['custom-designs'], () => import('./routes/gallery')) },
          {
            path: '/track/:token',
            lazy: withCatalogues(['tracking'], () => import('../features/tracking/pages/tracking-page').then((m) => ({ Component: m.TrackingPage }))),
          },
          {
            path: '/orders',
            lazy: withCatalogues(['orders'], () => import('../features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage }))),
          },
          {
            path: '/account',
            lazy: withCatalogues(['account'], () => import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage }))),
          },
          {
            path: '/login',
            lazy: withCatalogues(['auth', 'account'], () => import('../features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage }))),
          },
          {
            path: '/signup',
            lazy: withCatalogues(['auth', 'account'], () => import('../features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage }))),
          },
          {
            path: '/forgot-password',
            lazy: withCatalogues(['auth', 'account'], () =>
              import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
            ),
          },
          {
            path: '/reset-password',
            lazy: withCatalogues(['auth', 'account'], () =>
              import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
            ),
          },
          {
            path: '/staff-invite',
            lazy: withCatalogues(['auth', 'account'], () =>
              import('../features/auth/pages/accept-invite-page').then((m) => ({ Component: m.AcceptInvitePage })),
            ),
          },
          {
            path: '/admin-login',
            lazy: withCatalogues(['auth', 'account'], () => import('../features/auth/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage }))),
          },
          { path: '/about', lazy: withCatalogues(['static-pages'], () => import('./routes/about')) },
          { path: '/contact', lazy: () => import('./routes/contact') },
          {
            path: '/newsletter/confirm',
            lazy: () => import('../features/content/pages/newsletter-confirm-page').then((m) => ({ Component: m.NewsletterConfirmPage })),
          },
          {
            path: '/newsletter/unsubscribe',
            lazy: () => import('../features/content/pages/newsletter-unsubscribe-page').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
          },
          { path: '/terms', lazy: withCatalogues(['static-pages'], () => import('./routes/terms')) },
          { path: '/privacy', lazy: withCatalogues(['static-pages'], () => import('./routes/privacy')) },
          {
            path: '*',
            lazy: withCatalogues(['static-pages'], () => import('../features/static-pages/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }))),
          },
        ],
      },
    ],
  },
  {
    path: '/admin',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    lazy: withCatalogues(['admin', 'rider', 'custom-designs', 'orders'], () => import('./admin/admin-page').then((m) => ({ Component: m.AdminPage }))),
  },
];
