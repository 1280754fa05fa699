import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedCustomFieldManager, type CustomFieldChange } from './ConnectedCustomFieldManager';
import { CUSTOM_FIELD_ENTITIES, type CustomFieldEntity } from './tag-group-values';

export const CUSTOM_FIELD_MANAGER_TAG = 'motorpool-custom-field-manager';
export const CUSTOM_FIELD_CHANGE_EVENT = 'motorpool-custom-field-change';

export type CustomFieldChangeEventDetail = CustomFieldChange;

declare global {
  interface GlobalEventHandlersEventMap {
    [CUSTOM_FIELD_CHANGE_EVENT]: CustomEvent<CustomFieldChangeEventDetail>;
  }
}

type CustomFieldManagerElementProps = { apiBase?: string; entity?: string; theme?: string; container?: HTMLElement };

const isEntity = (value: unknown): value is CustomFieldEntity => (CUSTOM_FIELD_ENTITIES as readonly unknown[]).includes(value);

function CustomFieldManagerElement({ apiBase, entity, theme, container }: CustomFieldManagerElementProps) {
  return createElement(ConnectedCustomFieldManager, {
    apiBase: apiBase || undefined,
    entity: isEntity(entity) ? entity : undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (change) => dispatchFromHost<CustomFieldChangeEventDetail>(container, CUSTOM_FIELD_CHANGE_EVENT, change),
  });
}

/**
 * `<motorpool-custom-field-manager>`: the organisation's custom fields
 * (spec §3 Tag groups, the /tags screen) in User, Branch and Booking tabs:
 * name, data type, mandatory, tooltip and (bookings) booking approval. Add and
 * Edit open a dialog with the field name, label, data type, options (the list
 * types) or default, description and flags; Delete asks first. The special
 * groups 'Association to Additional Hubs' and 'Association to Additional
 * Branches' are locked, with a tooltip saying why. Only holders of
 * organisation_write or super_users may change fields (spec §6). Changes show
 * a toast (render a `Toaster` on the page), refusals the server's title.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr entity - The tab shown first: `user` (default), `branch` or `booking`.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-custom-field-change - `{ detail: { change: 'added' | 'updated' | 'deleted', group } }`. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart table - The `<table>` of tag groups.
 */
export const MotorpoolCustomFieldManagerElement = createMotorpoolElement(CUSTOM_FIELD_MANAGER_TAG, CustomFieldManagerElement, {
  props: { apiBase: 'string', entity: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-custom-field-manager': InstanceType<typeof MotorpoolCustomFieldManagerElement>;
  }
}
