import type { Location } from 'react-router';

/** Where to go after logging in: the page the guard sent us away from, else the dashboard. */
export function destinationAfterLogin(location: Pick<Location, 'state'>): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
