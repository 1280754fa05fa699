import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages, type FieldErrors } from '@motorpool/api';

type ErrorExtras = {
  fields?: FieldErrors;
  code?: string;
  details?: Record<string, unknown>;
  /** Sent with the answer, e.g. a 429's Retry-After. */
  headers?: Record<string, string>;
};

/** A failure the client should see as `{"errors":{"title":…}}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(title);
  }
}

export const badRequest = (title: string, extras?: ErrorExtras) => new HttpError(400, title, extras);
export const unauthorized = () => new HttpError(401, messages.request.unauthenticated);
export const forbidden = (title: string = messages.request.forbidden) => new HttpError(403, title);
export const notFound = (title: string = messages.request.notFound) => new HttpError(404, title);

export function errorBody(title: string, extras: ErrorExtras = {}) {
  const { fields, code, details } = extras;
  return {
    errors: {
      title,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
      ...(code ? { code } : {}),
      ...details,
    },
  };
}

/** The app's one error handler: every failure leaves as the spec's error shape, never as an HTML page. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) return c.json(errorBody(error.title, error.extras), error.status, error.extras.headers);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const title = status === 413 ? messages.request.tooLarge : error.message || messages.request.unexpected;
    return c.json(errorBody(title), status);
  }
  console.error('[http] unhandled error', c.req.method, c.req.path, error);
  return c.json(errorBody(messages.request.unexpected), 500);
}
