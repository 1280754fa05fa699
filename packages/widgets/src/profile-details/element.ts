import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedLicenseDetails, ConnectedOtherDetails, ConnectedPersonalDetails, type ProfileDetailsSavedDetail } from './ConnectedProfileDetails';

export const PROFILE_PERSONAL_DETAILS_TAG = 'motorpool-profile-personal-details';
export const PROFILE_LICENSE_DETAILS_TAG = 'motorpool-profile-license-details';
export const PROFILE_OTHER_DETAILS_TAG = 'motorpool-profile-other-details';
export const PROFILE_DETAILS_SAVED_EVENT = 'motorpool-profile-details-saved';

export type ProfileDetailsSavedEventDetail = ProfileDetailsSavedDetail;

declare global {
  interface GlobalEventHandlersEventMap {
    [PROFILE_DETAILS_SAVED_EVENT]: CustomEvent<ProfileDetailsSavedEventDetail>;
  }
}

type ProfileDetailsElementProps = {
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

const elementProps = ({ apiBase, theme, container }: ProfileDetailsElementProps) => ({
  apiBase: apiBase || undefined,
  theme: isThemeName(theme) ? theme : undefined,
  onSaved: (detail: ProfileDetailsSavedDetail) => dispatchFromHost<ProfileDetailsSavedEventDetail>(container, PROFILE_DETAILS_SAVED_EVENT, detail),
});

const PersonalDetailsElement = (props: ProfileDetailsElementProps) => createElement(ConnectedPersonalDetails, elementProps(props));
const LicenseDetailsElement = (props: ProfileDetailsElementProps) => createElement(ConnectedLicenseDetails, elementProps(props));
const OtherDetailsElement = (props: ProfileDetailsElementProps) => createElement(ConnectedOtherDetails, elementProps(props));

/**
 * `<motorpool-profile-license-details>`: the signed-in person's License
 * Details (spec §2 `/profile/license-details`): License Number, License
 * Expiry Date (with 'Valid License Expiry Date is required for user to
 * create booking' while it is missing or past), License Class, Country of
 * issue, State/Region (by country), front and back photos (uploaded at
 * once, spec §7). Fields the organisation requires and the person lacks say
 * 'X is required'. Saves through `update-driver-extension/{pk}/`, then
 * reloads the session profile.
 *
 * Each renders in its own shadow root with the widgets' CSS built in: the
 * page's CSS does not reach it, and the widget's CSS does not leak out.
 * They read the shared session that `<motorpool-sign-in>` fills and show
 * the signed-in person's own record; a system admin outside any
 * organisation, or someone who is not an employee of the chosen one, sees
 * a sentence saying so instead of a form. The success toast goes to the
 * page's `<Toaster>`; the form says so too.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *
 * @event motorpool-profile-details-saved - `{ detail: { section: 'license-details', pk } }` after a save. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Save, focus and chosen options.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Text, optional marks and hints.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Card, inputs and notes.
 * @cssproperty --motorpool-color-border - Card and input borders.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Field errors and the failure alert.
 * @cssproperty --motorpool-color-success - The saved line.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The details' `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolProfileLicenseDetailsElement = createMotorpoolElement(PROFILE_LICENSE_DETAILS_TAG, LicenseDetailsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

/**
 * `<motorpool-profile-other-details>`: the signed-in person's Other Details
 * (spec §2 `/profile/other-details`): the organisation's user custom fields
 * with their values, mandatory ones required (spec §5 messages). The
 * 'Association to Additional Hubs' / 'Association to Additional Branches'
 * groups are shown by name and not changeable. Saves `user_tags` through
 * `update-driver-extension/{pk}/`, then reloads the session profile. Rendering
 * and theming as `<motorpool-profile-license-details>`.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *
 * @event motorpool-profile-details-saved - `{ detail: { section: 'other-details', pk } }` after a save. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Save, focus and chosen options.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Text, optional marks and hints.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Card, inputs and notes.
 * @cssproperty --motorpool-color-border - Card and input borders.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Field errors and the failure alert.
 * @cssproperty --motorpool-color-success - The saved line.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The details' `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolProfileOtherDetailsElement = createMotorpoolElement(PROFILE_OTHER_DETAILS_TAG, OtherDetailsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

/**
 * `<motorpool-profile-personal-details>`: the signed-in person's Personal
 * Details on `/profile/general-details` (spec §2, §5 mandatory profile
 * fields): Date of Birth (31/12/1910 to today), Line Manager's Email (checked
 * with the server on blur, 'Invalid Email'), Employee ID (read-only once the
 * organisation has given one), Cost Centre and Department. Fields the
 * organisation requires and the person lacks say 'X is required' ('DOB is
 * required'). Saves through `update-driver-extension/{pk}/`, then reloads the
 * session profile, so the 'Incomplete Profile Details' prompt follows.
 * Rendering and theming as `<motorpool-profile-license-details>`.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *
 * @event motorpool-profile-details-saved - `{ detail: { section: 'personal-details', pk } }` after a save. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Save, focus and chosen options.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Text, optional marks and hints.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Card, inputs and notes.
 * @cssproperty --motorpool-color-border - Card and input borders.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Field errors and the failure alert.
 * @cssproperty --motorpool-color-success - The saved line.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The details' `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolProfilePersonalDetailsElement = createMotorpoolElement(PROFILE_PERSONAL_DETAILS_TAG, PersonalDetailsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-profile-license-details': InstanceType<typeof MotorpoolProfileLicenseDetailsElement>;
    'motorpool-profile-other-details': InstanceType<typeof MotorpoolProfileOtherDetailsElement>;
    'motorpool-profile-personal-details': InstanceType<typeof MotorpoolProfilePersonalDetailsElement>;
  }
}
