/**
 * Events that open the incident screens, apart from the incident elements so
 * that the booking, vehicle and user elements can send them without bundling
 * the incident form.
 */
export const INCIDENT_REPORT_EVENT = 'motorpool-incident-report';
export const INCIDENT_OPEN_EVENT = 'motorpool-incident-open';

/** What the new incident is about: the host opens the incident form with it. */
export type IncidentReportEventDetail = { booking?: number; vehicle?: number; person?: number };
export type IncidentOpenEventDetail = { pk: number };

declare global {
  interface GlobalEventHandlersEventMap {
    [INCIDENT_REPORT_EVENT]: CustomEvent<IncidentReportEventDetail>;
    [INCIDENT_OPEN_EVENT]: CustomEvent<IncidentOpenEventDetail>;
  }
}
