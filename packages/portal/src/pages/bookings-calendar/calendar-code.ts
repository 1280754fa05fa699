/**
 * The calendar widget's code, a chunk of its own: the page's chunk, which the
 * route waits for before the portal draws anything, stays small, and this one
 * loads while the portal configuration and the profile do.
 */
export { ConnectedBookingCalendar } from '@motorpool/widgets';
