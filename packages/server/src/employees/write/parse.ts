import type { Struct } from 'superstruct';
import {
  EmployeeWrite,
  messages,
  UpdateDriverExtensionRequest,
  UpdateEmailPhoneRequest,
  UpdateExtensionRequest,
  validateWith,
  type FieldErrors,
} from '@motorpool/api';
import type { Change } from './plan';

/** Which call's payload is being saved; each is validated with its api struct. */
export type WriteKind = 'employee' | 'extension' | 'driver' | 'email-phone';

const STRUCTS: Record<WriteKind, Struct<unknown, unknown>> = {
  employee: EmployeeWrite as Struct<unknown, unknown>,
  extension: UpdateExtensionRequest as Struct<unknown, unknown>,
  driver: UpdateDriverExtensionRequest as Struct<unknown, unknown>,
  'email-phone': UpdateEmailPhoneRequest as Struct<unknown, unknown>,
};

export type ParsedSave = { ok: true; change: Change; pk: number | null } | { ok: false; title: string; fields: FieldErrors };

/** The body validated with its call's struct, and the member it saves (the path's pk, else an `employee` payload's own, else none: a create). */
export function parseSave(kind: WriteKind, body: unknown, pathPk: number | null | undefined): ParsedSave {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, title: 'The request body must be a JSON object.', fields: {} };
  const validated = validateWith(STRUCTS[kind], body);
  if (!validated.ok) return { ok: false, title: validated.rootMessage ?? messages.request.invalid, fields: validated.fields };
  const change = validated.value as Change;
  if (kind === 'employee' && pathPk != null && change.pk !== undefined && change.pk !== pathPk) {
    return { ok: false, title: messages.request.invalid, fields: { pk: 'pk must match the member being saved' } };
  }
  const pk = pathPk ?? change.pk ?? null;
  if (pk === null && kind !== 'employee') throw new Error(`a ${kind} save needs the member's pk`);
  return { ok: true, change, pk };
}
