import type { JobRow } from '@motorpool/api';
import { createElement } from 'react';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedJobTable } from './ConnectedJobTable';

export const JOB_TABLE_TAG = 'motorpool-job-table';
export const JOB_RETRIED_EVENT = 'motorpool-job-retried';

export type JobRetriedEventDetail = { job: JobRow };

declare global {
  interface GlobalEventHandlersEventMap {
    [JOB_RETRIED_EVENT]: CustomEvent<JobRetriedEventDetail>;
  }
}

type JobTableElementProps = {
  apiBase?: string;
  pageSize?: number;
  state?: string;
  dateFormat?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function JobTableElement({ apiBase, pageSize, state, dateFormat, theme, container }: JobTableElementProps) {
  return createElement(ConnectedJobTable, {
    apiBase: apiBase || undefined,
    pageSize: pageSizeOr(pageSize),
    state: state || undefined,
    dateFormat: dateFormat || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onRetried: (job) => dispatchFromHost<JobRetriedEventDetail>(container, JOB_RETRIED_EVENT, { job }),
  });
}

/**
 * `<motorpool-job-table>`: the system admins' jobs screen, every
 * organisation's timed jobs (reminders, auto-cancels, licence reminders):
 * Action, Kind, Subject, Organisation, Due, State, Attempts, and the error
 * of a failing job or what a done one did. State shows in its colour
 * (Planned grey, Queued black, Running brand, Failed red, Done green) and
 * filters the list on the server. Retry, on a failed job, puts it back in
 * the queue; success and failure are toasts (render a `Toaster` on the
 * page). Needs a system admin's session.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr state - The State filter to start with: `planned`, `queued`, `running`, `failed` or `done`; all states otherwise.
 * @attr date-format - Dates as `dd`, `MM`, `MMM` and `yyyy` arrange them; `dd/MM/yyyy` by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-job-retried - `{ detail: { job } }` after a failed job was put back in the queue. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger, --motorpool-color-text, --motorpool-color-brand - Done, Failed, Queued and Running badges; errors.
 * @cssproperty --motorpool-color-muted-text, --motorpool-color-page-background, --motorpool-color-border - Headers, Planned, lines.
 * @cssproperty --motorpool-color-surface - Table background.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolJobTableElement = createMotorpoolElement(JOB_TABLE_TAG, JobTableElement, {
  props: { apiBase: 'string', pageSize: 'number', state: 'string', dateFormat: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-job-table': InstanceType<typeof MotorpoolJobTableElement>;
  }
}
