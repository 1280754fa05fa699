import type { NotificationTemplate } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedNotificationTemplateEditor } from './ConnectedNotificationTemplateEditor';
import { ConnectedNotificationTemplates } from './ConnectedNotificationTemplates';

export const NOTIFICATION_TEMPLATES_TAG = 'motorpool-notification-templates';
export const NOTIFICATION_TEMPLATE_EDITOR_TAG = 'motorpool-notification-template-editor';
export const NOTIFICATION_TEMPLATE_SAVED_EVENT = 'motorpool-notification-template-saved';

export type NotificationTemplateSavedEventDetail = { template: NotificationTemplate };

declare global {
  interface GlobalEventHandlersEventMap {
    [NOTIFICATION_TEMPLATE_SAVED_EVENT]: CustomEvent<NotificationTemplateSavedEventDetail>;
  }
}

type NotificationTemplatesElementProps = { apiBase?: string; templateHref?: string; dateFormat?: string; theme?: string };

function NotificationTemplatesElement({ apiBase, templateHref, dateFormat, theme }: NotificationTemplatesElementProps) {
  return createElement(ConnectedNotificationTemplates, {
    apiBase: apiBase || undefined,
    templateHref: templateHref ? (code: string) => templateHref.replace('{code}', encodeURIComponent(code)) : undefined,
    dateFormat: dateFormat || undefined,
    theme: isThemeName(theme) ? theme : undefined,
  });
}

/**
 * `<motorpool-notification-templates>`: every message the organisation
 * sends (issue 18), by group: Customised or Default, when it last changed,
 * and for the security messages that they are always sent and keep their
 * code or link. Needs notification-templates_update or organisation_write on
 * the server.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr template-href - Where a message's template opens, with `{code}` for its code (`/notification-templates/{code}`); absent, the names are not links.
 * @attr date-format - Dates as `dd`, `MM`, `MMM` and `yyyy` arrange them; `dd/MM/yyyy` by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @cssproperty --motorpool-color-brand - Links and the Customised badge.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-page-background, --motorpool-color-border - Text, the card, the Default badge, lines.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 */
export const MotorpoolNotificationTemplatesElement = createMotorpoolElement(NOTIFICATION_TEMPLATES_TAG, NotificationTemplatesElement, {
  props: { apiBase: 'string', templateHref: 'string', dateFormat: 'string', theme: 'string' },
});

type NotificationTemplateEditorElementProps = {
  apiBase?: string;
  code?: string;
  readOnly?: boolean;
  backHref?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function NotificationTemplateEditorElement({ apiBase, code, readOnly, backHref, theme, container }: NotificationTemplateEditorElementProps) {
  return createElement(ConnectedNotificationTemplateEditor, {
    apiBase: apiBase || undefined,
    code: code ?? '',
    // r2wc reads a boolean attribute's text: only `read-only="true"` forces it; otherwise the caller's permission decides.
    readOnly: readOnly === true ? true : undefined,
    backHref: backHref || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (template) => dispatchFromHost<NotificationTemplateSavedEventDetail>(container, NOTIFICATION_TEMPLATE_SAVED_EVENT, { template }),
  });
}

/**
 * `<motorpool-notification-template-editor>`: one message's template
 * (issue 18): subject, HTML body, plain text and, for messages that reach the
 * bell, the bell text; the variables it may name, with those a security
 * message must keep; Preview (the server renders the draft with sample data:
 * the email in a sandboxed frame, the plain text and the bell); Save; and
 * Restore default, after a confirmation, once the organisation has its own
 * wording. A refused save or preview keeps the draft and shows the server's
 * message under its part. Saves and restores show a toast (render a
 * `Toaster` on the page). Read-only for whoever lacks
 * notification-templates_update.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr code - The message's code (`booking_created`).
 * @attr read-only - `true` shows the template without Preview, Save or Restore default whatever the caller may do.
 * @attr back-href - The templates list, for a link back; absent, no link.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-notification-template-saved - `{ detail: { template } }` after a save or a restore, with the template now sent. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons, links and the Customised badge.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Field errors, Required, Restore default.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-page-background, --motorpool-color-border - Text, the card, read-only fields, lines.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart actions - Restore default, Preview and Save.
 */
export const MotorpoolNotificationTemplateEditorElement = createMotorpoolElement(NOTIFICATION_TEMPLATE_EDITOR_TAG, NotificationTemplateEditorElement, {
  props: { apiBase: 'string', code: 'string', readOnly: 'boolean', backHref: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-notification-templates': InstanceType<typeof MotorpoolNotificationTemplatesElement>;
    'motorpool-notification-template-editor': InstanceType<typeof MotorpoolNotificationTemplateEditorElement>;
  }
}
