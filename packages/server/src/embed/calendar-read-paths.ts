/**
 * The only calls a read-only calendar token may make: GETs of these paths
 * under `/api/v1/tfm/` (`{pk}` is a record's id). The calendar extends this
 * list as it needs more. A read-only embed has no user, so a handler listed
 * here must not read `c.get('caller')`: it gets the organisation's tenancy
 * with no permissions.
 */
export const CALENDAR_READ_PATHS = ['booking-calendar/', 'bookings/', 'bookings/{pk}/', 'vehicles/', 'branches/', 'booking-settings/', 'vehicle-filters/'] as const;

const TFM_PREFIX = '/api/v1/tfm/';

const patterns = CALENDAR_READ_PATHS.map(
  (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{pk\\}', '[1-9][0-9]{0,8}')}$`),
);

/** Whether a read-only calendar token may make this request. */
export function isCalendarReadRequest(method: string, path: string): boolean {
  if (method !== 'GET' || !path.startsWith(TFM_PREFIX)) return false;
  const rest = path.slice(TFM_PREFIX.length);
  const withSlash = rest.endsWith('/') ? rest : `${rest}/`;
  return patterns.some((pattern) => pattern.test(withSlash));
}
