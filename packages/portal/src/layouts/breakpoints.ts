/**
 * Below this width the dashboard's navigation is a drawer opened from the
 * header: the 256 px sidebar would leave a phone's page too narrow to use.
 * The same query drives the styles (PortalChrome.css.ts) and the layout.
 */
export const PHONE_LAYOUT = 'screen and (max-width: 47.9375rem)';
