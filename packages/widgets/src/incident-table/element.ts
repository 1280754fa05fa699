import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { positiveInteger } from '../fields/branch/element-props';
import { isThemeName } from '../theme/theme-names';
import { pageSizeOr } from '../ui/data-table/features';
import { ConnectedIncidentTable } from './ConnectedIncidentTable';

import { INCIDENT_OPEN_EVENT, INCIDENT_REPORT_EVENT, type IncidentOpenEventDetail, type IncidentReportEventDetail } from '../element/events/incident-events';

export {
  INCIDENT_OPEN_EVENT,
  INCIDENT_REPORT_EVENT,
  type IncidentOpenEventDetail,
  type IncidentReportEventDetail,
} from '../element/events/incident-events';

export const INCIDENT_TABLE_TAG = 'motorpool-incident-table';

type IncidentTableElementProps = {
  apiBase?: string;
  organisation?: number;
  pageSize?: number;
  vehicle?: number;
  branch?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function IncidentTableElement({ apiBase, organisation, pageSize, vehicle, branch, theme, container }: IncidentTableElementProps) {
  return createElement(ConnectedIncidentTable, {
    // Another vehicle is another list: its query starts afresh.
    key: String(positiveInteger(vehicle)),
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pageSize: pageSizeOr(pageSize),
    vehicle: positiveInteger(vehicle),
    branch: positiveInteger(branch),
    theme: isThemeName(theme) ? theme : undefined,
    onOpenIncident: (pk) => dispatchFromHost<IncidentOpenEventDetail>(container, INCIDENT_OPEN_EVENT, { pk }),
    onReportIncident: () => dispatchFromHost<IncidentReportEventDetail>(container, INCIDENT_REPORT_EVENT, {}),
  });
}

/**
 * `<motorpool-incident-table>`: the incidents of the signed-in session's
 * organisation (spec §2 /incidents, §3 Incident): Action, Reference,
 * Reported on (at the incident's branch), Type / sub-type, Vehicle (name
 * and registration), Booking, Person, Reported by, Status (Open, Closed,
 * Dismissed), Critical, Verified and Blocked (while the incident keeps the
 * vehicle off the road). Ordered by reported on (newest first), reference
 * or status; filtered by status, critical, verified and type (the headers,
 * or Filters on a phone), branch, period and search (the toolbar), and a
 * row's vehicle or reporter (its actions); pages of 1, 2, 10, 15, 20, 30, 45
 * or 60 rows. CSV and XLSX download the filtered list. 'Report incident'
 * shows to holders of incident_write (spec §6). In a narrow box each row is
 * a card with Reference, Type, Vehicle and Status, the rest under More.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose incidents to show; absent uses the session's selected one.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr vehicle - The vehicle (pk) whose incidents to show at first; absent shows every vehicle's.
 * @attr branch - The branch (pk) to filter by at first; absent shows every branch.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-incident-open - `{ detail: { pk } }`: a reference or View was chosen; open the incident. Bubbles, composed.
 * @event motorpool-incident-report - `{ detail: {} }`: 'Report incident' was pressed; open the incident form. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-danger - Critical, Blocked.
 * @cssproperty --motorpool-color-success - Closed, Verified.
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Open, Report incident, references and the loading bar.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Table and toolbar.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row of search, filters and actions above the table.
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolIncidentTableElement = createMotorpoolElement(INCIDENT_TABLE_TAG, IncidentTableElement, {
  props: { apiBase: 'string', organisation: 'number', pageSize: 'number', vehicle: 'number', branch: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-incident-table': InstanceType<typeof MotorpoolIncidentTableElement>;
  }
}
