import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedNamedList, type NamedListChange } from './ConnectedNamedList';
import type { NamedListKind } from './named-lists';

export const DEPARTMENTS_TAG = 'motorpool-departments';
export const COST_CENTRES_TAG = 'motorpool-cost-centres';
export const GEOFENCES_TAG = 'motorpool-geofences';
export const NAMED_LIST_CHANGE_EVENT = 'motorpool-named-list-change';

export type NamedListChangeEventDetail = NamedListChange;

declare global {
  interface GlobalEventHandlersEventMap {
    [NAMED_LIST_CHANGE_EVENT]: CustomEvent<NamedListChangeEventDetail>;
  }
}

type NamedListElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function NamedListElement({ kind, apiBase, theme, container }: NamedListElementProps & { kind: NamedListKind }) {
  return createElement(ConnectedNamedList, {
    kind,
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (change) => dispatchFromHost<NamedListChangeEventDetail>(container, NAMED_LIST_CHANGE_EVENT, change),
  });
}

const DepartmentsElement = (props: NamedListElementProps) => createElement(NamedListElement, { ...props, kind: 'departments' });
const CostCentresElement = (props: NamedListElementProps) => createElement(NamedListElement, { ...props, kind: 'cost-centres' });
const GeofencesElement = (props: NamedListElementProps) => createElement(NamedListElement, { ...props, kind: 'geofences' });

const props = { apiBase: 'string', theme: 'string' } as const;

/**
 * `<motorpool-departments>`: the organisation's departments (used by users
 * and bookings): add, rename in place and delete after a confirmation. A
 * refusal (a name already taken, a department still in use) shows by its
 * field or as a toast (render a `Toaster` on the page). Only holders of
 * organisation_write or super_users may change the list (spec §6).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-named-list-change - `{ detail: { kind: 'departments', change: 'added' | 'renamed' | 'deleted', item } }`. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` that adds one, for those who may change the list.
 * @csspart table - The `<table>` of names.
 */
export const MotorpoolDepartmentsElement = createMotorpoolElement(DEPARTMENTS_TAG, DepartmentsElement, { props });

/**
 * `<motorpool-cost-centres>`: the organisation's cost centres, as
 * `<motorpool-departments>` is for departments.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-named-list-change - `{ detail: { kind: 'cost-centres', change, item } }`. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` that adds one, for those who may change the list.
 * @csspart table - The `<table>` of names.
 */
export const MotorpoolCostCentresElement = createMotorpoolElement(COST_CENTRES_TAG, CostCentresElement, { props });

/**
 * `<motorpool-geofences>`: the organisation's named geofences, which
 * branches choose by name (spec §2 /geo-fences). A rename follows on the
 * branches that use it; deleting one is refused while branches use it.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-named-list-change - `{ detail: { kind: 'geofences', change, item } }`. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` that adds one, for those who may change the list.
 * @csspart table - The `<table>` of names.
 */
export const MotorpoolGeofencesElement = createMotorpoolElement(GEOFENCES_TAG, GeofencesElement, { props });

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-departments': InstanceType<typeof MotorpoolDepartmentsElement>;
    'motorpool-cost-centres': InstanceType<typeof MotorpoolCostCentresElement>;
    'motorpool-geofences': InstanceType<typeof MotorpoolGeofencesElement>;
  }
}
