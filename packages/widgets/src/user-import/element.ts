import type { ImportSummary } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedUserImport } from './ConnectedUserImport';

export const USER_IMPORT_TAG = 'motorpool-user-import';
export const USERS_IMPORTED_EVENT = 'motorpool-users-imported';

export type UsersImportedEventDetail = { summary: ImportSummary };

declare global {
  interface GlobalEventHandlersEventMap {
    [USERS_IMPORTED_EVENT]: CustomEvent<UsersImportedEventDetail>;
  }
}

type UserImportElementProps = { apiBase?: string; heading?: string; theme?: string; container?: HTMLElement };

function UserImportElement({ apiBase, heading, theme, container }: UserImportElementProps) {
  return createElement(ConnectedUserImport, {
    apiBase: apiBase || undefined,
    heading: heading || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onImported: (summary) => dispatchFromHost<UsersImportedEventDetail>(container, USERS_IMPORTED_EVENT, { summary }),
  });
}

/**
 * `<motorpool-user-import>`: bulk import of users into the signed-in
 * organisation (`/users-import`). Offers the CSV and XLSX templates, checks a
 * chosen file with a dry run (`POST employees-extensions/import/`,
 * `dry_run=true`) and shows each row's errors by row number; imports all rows
 * only when none has errors, or only the valid ones on request; shows
 * progress and the summary. Reads the shared session that
 * `<motorpool-sign-in>` fills; the server refuses callers without user_write.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr heading - The heading; 'Import Users' by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-users-imported - `{ detail: { summary } }` after an import saved (not after the preview). Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons, the progress bar.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Row errors and failures.
 * @cssproperty --motorpool-color-success - The summary.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-border - Text and rules.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Card and counters.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart actions - The row of buttons that ends each step.
 */
export const MotorpoolUserImportElement = createMotorpoolElement(USER_IMPORT_TAG, UserImportElement, {
  props: { apiBase: 'string', heading: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-user-import': InstanceType<typeof MotorpoolUserImportElement>;
  }
}
