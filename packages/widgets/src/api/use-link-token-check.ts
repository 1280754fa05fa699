import { accountsCalls, type LinkTokenDetails, type LinkTokenType } from '@motorpool/api';
import { useEffect } from 'react';
import { sessionRequester } from '../session/session-api';
import { failureTitle, isThrottled, isUnanswered } from './api-failure';

/**
 * Checks an emailed link's token (`POST user/verify-token/`) and hands the
 * answer to `accepted` or `rejected`; an answer for a token no longer shown
 * is dropped. A new callback checks again, so pass store actions or
 * `useCallback`s. A rejected link comes with a problem only for "wait" and
 * "no answer": the server's reasons for a bad link are its own business.
 */
export function useLinkTokenCheck(
  apiBase: string | undefined,
  type: LinkTokenType,
  token: string | null | undefined,
  accepted: (account: LinkTokenDetails) => void,
  rejected: (problem: string | null) => void,
): void {
  useEffect(() => {
    if (!token) return;
    let current = true;
    accountsCalls(sessionRequester(apiBase))
      .verifyLinkToken(type, token)
      .then(
        (account) => current && accepted(account),
        (error: unknown) => current && rejected(isThrottled(error) || isUnanswered(error) ? failureTitle(error) : null),
      );
    return () => {
      current = false;
    };
  }, [apiBase, type, token, accepted, rejected]);
}
