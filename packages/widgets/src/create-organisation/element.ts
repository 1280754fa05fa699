import type { OrganisationSummary } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedCreateOrganisation } from './ConnectedCreateOrganisation';

export const CREATE_ORGANISATION_TAG = 'motorpool-create-organisation';
export const ORGANISATION_CREATED_EVENT = 'motorpool-organisation-created';

export type OrganisationCreatedEventDetail = { organisation: OrganisationSummary };

declare global {
  interface GlobalEventHandlersEventMap {
    [ORGANISATION_CREATED_EVENT]: CustomEvent<OrganisationCreatedEventDetail>;
  }
}

type CreateOrganisationElementProps = { apiBase?: string; heading?: string; theme?: string; container?: HTMLElement };

function CreateOrganisationElement({ apiBase, heading, theme, container }: CreateOrganisationElementProps) {
  return createElement(ConnectedCreateOrganisation, {
    apiBase: apiBase || undefined,
    heading: heading || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onCreated: (organisation) => dispatchFromHost<OrganisationCreatedEventDetail>(container, ORGANISATION_CREATED_EVENT, { organisation }),
  });
}

/**
 * `<motorpool-create-organisation>`: a system admin creates an organisation
 * (`POST organisations/`) with name, industry (Fleet or CustomFleet) and an
 * optional domain; it starts with the default roles. Reads the shared
 * session that `<motorpool-sign-in>` fills. Other callers, and every caller
 * while the server's ORGANISATION_CREATION is off, get the server's refusal.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr heading - The form's heading; 'Create Organization' by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-organisation-created - `{ detail: { organisation } }` (pk, name, domain, logo, industry) after the server created it. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The organisation's `<form>`.
 */
export const MotorpoolCreateOrganisationElement = createMotorpoolElement(CREATE_ORGANISATION_TAG, CreateOrganisationElement, {
  props: { apiBase: 'string', heading: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-create-organisation': InstanceType<typeof MotorpoolCreateOrganisationElement>;
  }
}
