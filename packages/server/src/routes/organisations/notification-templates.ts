import { Hono, type Context } from 'hono';
import {
  isMessageCode,
  mayEditNotificationTemplates,
  mayReadNotificationTemplates,
  messages,
  notificationTemplateMessages,
  NotificationTemplateParts,
  type MessageCode,
  type NotificationTemplatePreview,
} from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { MESSAGE_DEFAULTS, type MessageVariables } from '../../messages/defaults';
import { renderMessage } from '../../messages/deliver';
import { sampleValues, templateProblems, type TemplateParts } from '../../messages/engine';
import { messageContextOf } from '../../messages/request-messages';
import { deleteOverride, draftParts, listTemplates, loadTemplate, saveOverride, toNotificationTemplate } from '../../messages/templates';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';

function codeOf(raw: string | undefined): MessageCode {
  if (!isMessageCode(raw)) throw new HttpError(404, notificationTemplateMessages.notFound);
  return raw;
}

function readScope(scope: OrganisationScope): OrganisationScope {
  enforce(mayReadNotificationTemplates(callerOf(scope.tenancy)));
  return scope;
}

function writeScope(scope: OrganisationScope): OrganisationScope {
  enforce(mayEditNotificationTemplates(callerOf(scope.tenancy)));
  return scope;
}

/** A draft that would fail to send is refused whole, each problem under its part. */
async function checkedDraft(c: Context<AppEnv>, code: MessageCode): Promise<TemplateParts> {
  const draft = await readBody(c, NotificationTemplateParts);
  const parts = draftParts(code, draft);
  const problems: Record<string, string> = { ...templateProblems(parts, MESSAGE_DEFAULTS[code]) };
  if (parts.bell !== null && parts.bell.trim() === '') problems.bell = notificationTemplateMessages.bellRequired;
  if (Object.keys(problems).length > 0) throw badRequest(messages.request.invalid, { fields: problems });
  return parts;
}

/**
 * `/api/v1/organisations/notification-templates/…` (spec §2, issue 18): the
 * organisation's wording of every message. Reading is for those who edit
 * them and those who run the settings; changing needs notification-templates_update.
 */
export const notificationTemplateRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = readScope(c.get('scope'));
    return c.json({ results: await listTemplates(c.get('db'), scope.organisationId) });
  })
  .get('/:code/', async (c) => {
    const scope = readScope(c.get('scope'));
    return c.json(toNotificationTemplate(await loadTemplate(c.get('db'), scope.organisationId, codeOf(c.req.param('code')))));
  })
  .put('/:code/', async (c) => {
    const scope = writeScope(c.get('scope'));
    const code = codeOf(c.req.param('code'));
    const parts = await checkedDraft(c, code);
    const saved = await saveOverride(c.get('db'), scope.organisationId, code, parts, { userId: c.get('caller').user.id, now: c.get('clock')() });
    return c.json(toNotificationTemplate(saved));
  })
  .delete('/:code/', async (c) => {
    const scope = writeScope(c.get('scope'));
    const code = codeOf(c.req.param('code'));
    await deleteOverride(c.get('db'), scope.organisationId, code);
    return c.json(toNotificationTemplate(await loadTemplate(c.get('db'), scope.organisationId, code)));
  })
  .post('/:code/preview/', async (c) => {
    readScope(c.get('scope'));
    const code = codeOf(c.req.param('code'));
    const template = { code, parts: await checkedDraft(c, code), customised: true, updatedAt: null };
    // Rendered as it would be sent: sanitised, with the preferences line a member's email ends with.
    const { content, bell } = renderMessage(template, sampleValues(MESSAGE_DEFAULTS[code]) as MessageVariables<typeof code>, messageContextOf(c));
    const preview: NotificationTemplatePreview = { subject: content.subject, html: content.html, text: content.text, bell };
    return c.json(preview);
  });
