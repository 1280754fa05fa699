import {
  isMotorpoolApiError,
  MESSAGE_GROUPS,
  type MessageGroup,
  type NotificationTemplate,
  type NotificationTemplateParts,
  type NotificationTemplateSummary,
} from '@motorpool/api';
import { failureTitle } from '../api/api-failure';

/** The parts a person edits, in the order the editor shows them. */
export const TEMPLATE_PARTS = ['subject', 'html', 'text', 'bell'] as const;
export type TemplatePart = (typeof TEMPLATE_PARTS)[number];

export const TEMPLATE_PART_LABELS: Record<TemplatePart, string> = {
  subject: 'Subject',
  html: 'HTML body',
  text: 'Plain text',
  bell: 'Bell text',
};

/** What the editor holds while a person types: every part as text, the bell empty when the message has none. */
export type TemplateDraft = Record<TemplatePart, string>;

/** Field errors by part, and the failure no field can show. */
export type TemplateErrors = Partial<Record<TemplatePart, string>> & { title?: string | null };

export const SECURITY_NOTE = 'Always sent; keeps its code or link';

export const draftOf = (template: NotificationTemplate): TemplateDraft => ({
  subject: template.subject,
  html: template.html,
  text: template.text,
  bell: template.bell ?? '',
});

/** The draft as the server takes it: no bell for a message sent by email only. */
export const partsOf = (draft: TemplateDraft, template: NotificationTemplate): NotificationTemplateParts => ({
  subject: draft.subject,
  html: draft.html,
  text: draft.text,
  bell: template.bell === null ? null : draft.bell,
});

const EMPTY_MESSAGES: Record<TemplatePart, string> = {
  subject: 'Enter the subject.',
  html: 'Enter the HTML body.',
  text: 'Enter the plain text.',
  bell: 'Enter the bell text.',
};

/** The parts left empty, which the server would refuse anyway; the bell only counts when the message has one. */
export function emptyPartErrors(draft: TemplateDraft, template: NotificationTemplate): TemplateErrors {
  const shown = TEMPLATE_PARTS.filter((part) => part !== 'bell' || template.bell !== null);
  return Object.fromEntries(shown.filter((part) => draft[part].trim() === '').map((part) => [part, EMPTY_MESSAGES[part]]));
}

/** The server's refusal placed on its parts; a refusal naming no part goes in the title. */
export function templateErrors(error: unknown): TemplateErrors {
  const fields = isMotorpoolApiError(error) ? error.fields : {};
  const placed: TemplateErrors = Object.fromEntries(TEMPLATE_PARTS.flatMap((part) => (fields[part] ? [[part, fields[part]]] : [])));
  return Object.keys(placed).length > 0 ? placed : { title: failureTitle(error) };
}

export type TemplateGroup = { group: MessageGroup; templates: NotificationTemplateSummary[] };

/** The messages by group, in the groups' own order; a group with none is left out. */
export function groupTemplates(templates: readonly NotificationTemplateSummary[]): TemplateGroup[] {
  return MESSAGE_GROUPS.map((group) => ({ group, templates: templates.filter((template) => template.group === group) })).filter(
    (entry) => entry.templates.length > 0,
  );
}
