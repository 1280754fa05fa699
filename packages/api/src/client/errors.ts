import { messages } from '../messages';
import type { FieldErrors } from '../validation';

/** The body every failing call answers with (spec §7 last line). */
export type ErrorBody = {
  errors: { title: string; fields?: FieldErrors; code?: string } & Record<string, unknown>;
};

/** One item a bulk call left alone, and why: the `errors.items` of a bulk call that changed nothing. */
export type RefusedItem = { pk: number; reason: string };

function refusedItemsOf(value: unknown): RefusedItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is RefusedItem => typeof item === 'object' && item !== null && typeof item.pk === 'number' && typeof item.reason === 'string',
  );
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return false;
  const errors = (body as { errors: unknown }).errors;
  return typeof errors === 'object' && errors !== null && typeof (errors as { title?: unknown }).title === 'string';
}

/**
 * The one error type of every failed call: HTTP failures carry the server's
 * `errors.title`, field errors and code; network failures and unexpected
 * responses get status 0 and a plain title, so every screen can show `title`.
 */
export class MotorpoolApiError extends Error {
  override readonly name = 'MotorpoolApiError';
  readonly status: number;
  readonly title: string;
  readonly fields: FieldErrors;
  readonly code: string | null;
  /** The whole `errors` object, for payloads such as the organisation list of a login failure. */
  readonly details: Record<string, unknown>;
  /** A bulk call that changed nothing: each item and the reason it was left alone. */
  readonly items: readonly RefusedItem[];

  constructor(status: number, title: string, options: { fields?: FieldErrors; code?: string | null; details?: Record<string, unknown>; cause?: unknown } = {}) {
    super(title, { cause: options.cause });
    this.status = status;
    this.title = title;
    this.fields = options.fields ?? {};
    this.code = options.code ?? null;
    this.details = options.details ?? {};
    this.items = refusedItemsOf(this.details.items);
  }

  static fromResponse(status: number, body: unknown): MotorpoolApiError {
    if (isErrorBody(body)) {
      const { title, fields, code, ...rest } = body.errors;
      return new MotorpoolApiError(status, title, { fields: fields ?? {}, code: code ?? null, details: { ...rest } });
    }
    return new MotorpoolApiError(status, messages.request.unexpected, { details: { body } });
  }

  static unreachable(cause: unknown): MotorpoolApiError {
    return new MotorpoolApiError(0, messages.request.unreachable, { code: 'network_error', cause });
  }

  static badResponse(cause: unknown): MotorpoolApiError {
    return new MotorpoolApiError(0, messages.request.badResponse, { code: 'bad_response', cause });
  }
}

export function isMotorpoolApiError(error: unknown): error is MotorpoolApiError {
  return error instanceof MotorpoolApiError;
}
