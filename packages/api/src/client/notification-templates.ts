import { NotificationTemplate, NotificationTemplateList, NotificationTemplatePreview, type NotificationTemplateParts } from '../structs/notification-template';
import type { Requester } from './request';

const templatePath = (code: string) => `notification-templates/${encodeURIComponent(code)}/`;

/** The organisation's notification templates (spec §2 `/notification-templates`, issue 18). */
export function notificationTemplateCalls(request: Requester) {
  return {
    /** `GET notification-templates/`: every message, and whether the organisation changed it. */
    listNotificationTemplates: () => request('organisations', 'notification-templates/', {}, NotificationTemplateList),
    /** `GET notification-templates/{code}/`: what is sent now, with the default and the variables. */
    getNotificationTemplate: (code: string) => request('organisations', templatePath(code), {}, NotificationTemplate),
    /** `PUT notification-templates/{code}/`: the organisation's own wording; refused with the field named when it cannot be sent. */
    updateNotificationTemplate: (code: string, body: NotificationTemplateParts) =>
      request('organisations', templatePath(code), { method: 'PUT', body }, NotificationTemplate),
    /** `DELETE notification-templates/{code}/`: back to the default; answers the template as sent from now on. */
    restoreNotificationTemplate: (code: string) => request('organisations', templatePath(code), { method: 'DELETE' }, NotificationTemplate),
    /** `POST notification-templates/{code}/preview/`: a draft rendered with sample data, nothing saved. */
    previewNotificationTemplate: (code: string, body: NotificationTemplateParts) =>
      request('organisations', `${templatePath(code)}preview/`, { method: 'POST', body }, NotificationTemplatePreview),
  };
}
export type NotificationTemplateCalls = ReturnType<typeof notificationTemplateCalls>;
