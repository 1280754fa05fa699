import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from '../../http/body-limit';
import { EXPORT_FORMATS, IMPORT_FORMATS, IMPORT_MAX_BYTES, importMessages, type ImportLine } from '@motorpool/api';
import { QueryText, queryTexts, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { callerScope } from './employee-caller';
import { parseEmployeeListQuery } from '../../employees/list-query';
import { mayManageEmployees, mayViewEmployees } from '../../employees/permissions';
import { tagGroupsOf } from '../../custom-fields/groups';
import { employeeExportResponse } from '../../employees/transfer/export';
import { readSheet } from '../../employees/transfer/file-reading';
import { prepareImport, runImport } from '../../employees/transfer/import';
import { nameLookups } from '../../employees/transfer/row-mapping';
import { importTemplate } from '../../employees/transfer/template';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { inviterOf } from './invitations';

const IMPORT_PATH = '/import/';
/** Room for the multipart envelope around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The import upload has its own body limit (the file's), instead of the API's. */
export function isEmployeeImportPath(requestPath: string): boolean {
  // With or without the trailing slash, as the router takes both.
  return requestPath.replace(/\/?$/, '/') === `/api/v1/tfm/employees-extensions${IMPORT_PATH}`;
}

function choice<T extends string>(raw: string | undefined, allowed: readonly T[], name: string): T {
  const value = (allowed as readonly string[]).find((candidate) => candidate === raw?.trim().toLowerCase());
  if (value === undefined)
    throw badRequest(`${name} must be one of ${allowed.join(', ')}.`, { fields: { [name]: `${name} must be one of ${allowed.join(', ')}.` } });
  return value as T;
}

function flag(raw: ReturnType<FormData['get']>, name: string): boolean {
  if (raw === null || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(importMessages.flag(name), { fields: { [name]: importMessages.flag(name) } });
}

const fileMissing = () => badRequest(importMessages.fileMissing, { fields: { file: importMessages.fileMissing } });

/**
 * `GET employees-extensions/?is_export=csv|xlsx`, which the list route hands
 * over: the same filters, search and ordering as the list and the same
 * permission as the users table, the whole set streamed as one file.
 */
export async function usersExport(c: Context<AppEnv>): Promise<Response> {
  const { scope, actor } = callerScope(c);
  if (!mayViewEmployees(actor.permissions)) throw forbidden();
  const raw = readQuery(c, QueryText);
  const format = choice(raw.is_export, EXPORT_FORMATS, 'is_export');
  const query = parseEmployeeListQuery(raw, new Set(['is_export']));
  return employeeExportResponse({ db: c.get('db'), scope, query, now: c.get('clock')() }, format);
}

/**
 * `/api/v1/tfm/employees-extensions/import/…`: the bulk import of
 * `/users-import` (its template, and the upload checked as a dry run or
 * saved), for those who may add and change users (spec §6: user_write or
 * super_users). Part of the employees sub-app (employees.ts), which
 * authenticates and scopes.
 */
export const employeeTransferRoutes = new Hono<AppEnv>()
  .get(`${IMPORT_PATH}template/`, async (c) => {
    const { scope, actor } = callerScope(c);
    if (!mayManageEmployees(actor.permissions)) throw forbidden();
    const format = choice(readQuery(c, queryTexts('format')).format, IMPORT_FORMATS, 'format');
    const db = c.get('db');
    const [tagGroups, names] = await Promise.all([tagGroupsOf(db, scope, 'user'), nameLookups(db, scope)]);
    return importTemplate(format, tagGroups, names);
  })
  .post(
    IMPORT_PATH,
    bodyLimit({
      maxSize: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new HttpError(413, importMessages.tooLarge);
      },
    }),
    async (c) => {
      const { scope, actor } = callerScope(c);
      if (!mayManageEmployees(actor.permissions)) throw forbidden();
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw fileMissing();
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw fileMissing();
      if (file.size > IMPORT_MAX_BYTES) throw new HttpError(413, importMessages.tooLarge);
      const flags = { dryRun: flag(form.get('dry_run'), 'dry_run'), onlyValid: flag(form.get('only_valid'), 'only_valid') };
      const db = c.get('db');
      // File and header problems answer 400 before the stream starts; row problems are reported in it.
      const prepared = await prepareImport(db, scope, await readSheet(new Uint8Array(await file.arrayBuffer())));
      const config = c.get('config');
      const context = {
        db,
        scope,
        actor,
        inviter: inviterOf(c),
        activation: { signingKey: c.get('signingKey'), publicUrl: config.publicUrl, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, now: c.get('clock')() },
      };

      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const emit = (line: ImportLine) => {
            // Once the person has gone the import still finishes; only its lines have nowhere to go.
            try {
              controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
            } catch {
              // The stream was cancelled.
            }
          };
          runImport(prepared, context, flags, emit)
            .catch((error: unknown) => {
              console.error('[import] users import stopped', error);
              emit({ type: 'error', title: importMessages.stopped });
            })
            .finally(() => {
              try {
                controller.close();
              } catch {
                // Already cancelled by the client.
              }
            });
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
    },
  );
