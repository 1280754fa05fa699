import {
  MESSAGE_CODES,
  MESSAGE_KINDS,
  type MessageCode,
  type NotificationTemplate,
  type NotificationTemplateParts,
  type NotificationTemplateSummary,
} from '@motorpool/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notificationTemplates } from '../db/schema';
import { MESSAGE_DEFAULTS } from './defaults';
import type { TemplateParts } from './engine';

/** The wording a message is sent with: the organisation's, or the default. */
export type LoadedTemplate<C extends MessageCode = MessageCode> = { code: C; parts: TemplateParts; customised: boolean; updatedAt: Date | null };

type OverrideRow = typeof notificationTemplates.$inferSelect;

export function defaultParts(code: MessageCode): TemplateParts {
  const { subject, html, text, bell } = MESSAGE_DEFAULTS[code];
  return { subject, html, text, bell };
}

function loaded<C extends MessageCode>(code: C, row: OverrideRow | undefined): LoadedTemplate<C> {
  if (!row) return { code, parts: defaultParts(code), customised: false, updatedAt: null };
  // A message without a bell never gains one from an override.
  const bell = MESSAGE_DEFAULTS[code].bell === null ? null : row.bell;
  return { code, parts: { subject: row.subject, html: row.html, text: row.text, bell }, customised: true, updatedAt: row.updatedAt };
}

/** Without an organisation (sign-in codes, password resets before one is chosen) the default is sent. */
export async function loadTemplate<C extends MessageCode>(db: Database, organisationId: number | null, code: C): Promise<LoadedTemplate<C>> {
  if (organisationId === null) return loaded(code, undefined);
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.organisationId, organisationId), eq(notificationTemplates.code, code)));
  return loaded(code, row);
}

export async function listTemplates(db: Database, organisationId: number): Promise<NotificationTemplateSummary[]> {
  const rows = await db.select().from(notificationTemplates).where(eq(notificationTemplates.organisationId, organisationId));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return MESSAGE_CODES.map((code) => {
    const row = byCode.get(code);
    return { code, ...MESSAGE_KINDS[code], customised: row !== undefined, updated_at: row?.updatedAt.toISOString() ?? null };
  });
}

export function toNotificationTemplate(template: LoadedTemplate): NotificationTemplate {
  const spec = MESSAGE_DEFAULTS[template.code];
  return {
    code: template.code,
    ...MESSAGE_KINDS[template.code],
    customised: template.customised,
    updated_at: template.updatedAt?.toISOString() ?? null,
    ...template.parts,
    defaults: defaultParts(template.code),
    variables: Object.entries(spec.variables).map(([name, variable]) => ({ name, description: variable.description })),
    required: [...spec.required],
  };
}

/** A draft as the engine reads it: a message without a bell keeps none. */
export function draftParts(code: MessageCode, draft: NotificationTemplateParts): TemplateParts {
  return { subject: draft.subject, html: draft.html, text: draft.text, bell: MESSAGE_DEFAULTS[code].bell === null ? null : (draft.bell ?? null) };
}

export async function saveOverride(
  db: Database,
  organisationId: number,
  code: MessageCode,
  parts: TemplateParts,
  { userId, now }: { userId: number; now: Date },
): Promise<LoadedTemplate> {
  const values = { ...parts, updatedAt: now, updatedBy: userId };
  const [row] = await db
    .insert(notificationTemplates)
    .values({ organisationId, code, ...values })
    .onConflictDoUpdate({ target: [notificationTemplates.organisationId, notificationTemplates.code], set: values })
    .returning();
  return loaded(code, row);
}

export async function deleteOverride(db: Database, organisationId: number, code: MessageCode): Promise<void> {
  await db.delete(notificationTemplates).where(and(eq(notificationTemplates.organisationId, organisationId), eq(notificationTemplates.code, code)));
}
