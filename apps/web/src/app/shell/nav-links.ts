// The shop's main navigation, shared by the header, the phone menu and the footer's quick links.
import { msg } from '@lingui/core/macro';

export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/products', label: msg`Products` },
  { to: '/custom-orders', label: msg`Custom Designs` },
  { to: '/about', label: msg`About` },
  { to: '/contact', label: msg`Contact` },
] as const;
