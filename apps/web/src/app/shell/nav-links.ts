// The shop's main navigation, shared by the header, the phone menu and the footer's quick links.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/custom-orders', label: 'Custom Designs' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
