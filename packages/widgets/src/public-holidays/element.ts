import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedPublicHolidays } from './ConnectedPublicHolidays';

export const PUBLIC_HOLIDAYS_TAG = 'motorpool-public-holidays';

type PublicHolidaysElementProps = { apiBase?: string; country?: string; state?: string; year?: number; theme?: string };

function PublicHolidaysElement({ apiBase, country, state, year, theme }: PublicHolidaysElementProps) {
  return createElement(ConnectedPublicHolidays, {
    apiBase: apiBase || undefined,
    country: country || undefined,
    state: state || undefined,
    year: positiveInteger(year) ?? undefined,
    theme: isThemeName(theme) ? theme : undefined,
  });
}

/**
 * `<motorpool-public-holidays>`: the organisation's public-holiday calendar,
 * which the booking rules use to block bookings on holidays. Choose a country
 * (and a state code such as NSW) and a year; Load public holidays fills the
 * year from a maintained holiday list (days already there are kept); each day
 * can then be edited or deleted, and others added. Only holders of
 * organisation_write or super_users may change the calendar (spec §6).
 * Changes show a toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr country - The country shown first, an ISO 3166 code such as AU.
 * @attr state - The state shown first, a code such as NSW.
 * @attr year - The year shown first; this year by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart table - The `<table>` of holidays.
 * @csspart form - The `<form>` that adds one, below the table, for those who may change the calendar.
 */
export const MotorpoolPublicHolidaysElement = createMotorpoolElement(PUBLIC_HOLIDAYS_TAG, PublicHolidaysElement, {
  props: { apiBase: 'string', country: 'string', state: 'string', year: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-public-holidays': InstanceType<typeof MotorpoolPublicHolidaysElement>;
  }
}
