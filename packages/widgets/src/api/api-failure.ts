import { isMotorpoolApiError, messages } from '@motorpool/api';

/** The title a screen shows for a failed call: the server's, or a generic one for anything else thrown. */
export function failureTitle(error: unknown, fallback: string = messages.request.unexpected): string {
  return isMotorpoolApiError(error) && error.title ? error.title : fallback;
}

/** The server's message on `field` when it gave one (a name already taken), else the failure's title. */
export function fieldRefusal(error: unknown, field: string): string {
  return (isMotorpoolApiError(error) && error.fields[field]) || failureTitle(error);
}

/** 429: the server's throttle title is the whole story (it asks the person to wait and try again). */
export function isThrottled(error: unknown): boolean {
  return isMotorpoolApiError(error) && error.status === 429;
}

/** No answer at all (network down, or an answer this page cannot read): nothing the server decided. */
export function isUnanswered(error: unknown): boolean {
  return !isMotorpoolApiError(error) || error.status === 0;
}
