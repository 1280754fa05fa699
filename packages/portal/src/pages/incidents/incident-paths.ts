/** What a new incident is about, as the pages that report one pass it on. */
export type IncidentSubject = { booking?: number; vehicle?: number; person?: number };

const SUBJECT_KEYS = ['booking', 'vehicle', 'person'] as const;

/**
 * `/incidents` (spec §2 names no incident sub-routes): the report form is
 * `?report=1` with what the incident is about, one incident `?view=<pk>`,
 * a manager's edit `?edit=<pk>`.
 */
export const incidentPaths = {
  list: '/incidents',
  report(subject: IncidentSubject = {}): string {
    const query = new URLSearchParams({ report: '1' });
    for (const key of SUBJECT_KEYS) {
      const value = subject[key];
      if (value !== undefined) query.set(key, String(value));
    }
    return `/incidents?${query}`;
  },
  view: (pk: number) => `/incidents?view=${pk}`,
  edit: (pk: number) => `/incidents?edit=${pk}`,
};

const parsePk = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The subject of `?report=1`, each pk only when it is one. */
export function reportSubject(search: URLSearchParams): IncidentSubject {
  const subject: IncidentSubject = {};
  for (const key of SUBJECT_KEYS) {
    const pk = parsePk(search.get(key));
    if (pk !== undefined) subject[key] = pk;
  }
  return subject;
}
