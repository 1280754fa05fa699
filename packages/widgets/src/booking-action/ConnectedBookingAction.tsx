import { bookingCalls } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { BookingAction } from './BookingAction';
import type { BookingLink } from './link-params';
import { BookingLinkStoreProvider, useBookingLinkStore, useBookingLinkStoreApi } from './store';

export type ConnectedBookingActionProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The link's values; null when they are not a link ('This link is not valid.', nothing is asked). */
  link: BookingLink | null;
  loginUrl?: string | null;
  onLogin: () => void;
  theme?: ThemeName;
};

/**
 * `BookingAction` wired to the fleet service. The link is first checked with
 * a GET (which never changes anything: mail scanners fetch links); approve
 * then goes at once, decline once its reason is given. Signed in or not.
 */
export function ConnectedBookingAction(props: ConnectedBookingActionProps) {
  return (
    <BookingLinkStoreProvider initial={{ valid: props.link !== null }}>
      <ConnectedLink {...props} />
    </BookingLinkStoreProvider>
  );
}

function ConnectedLink({ apiBase, link, loginUrl, onLogin, theme }: ConnectedBookingActionProps) {
  const store = useBookingLinkStoreApi();
  const state = useBookingLinkStore((current) => current);
  // The link acts once per screen, however often effects run (React's strict mode runs them twice).
  const started = useRef(false);

  const submit = useCallback(
    async (value: BookingLink, reason?: string) => {
      const { submitting, done, failed } = store.getState();
      submitting();
      try {
        await bookingCalls(sessionRequester(apiBase)).submitBookingLink({ ...value, ...(reason === undefined ? {} : { reason }) });
        done();
      } catch (error) {
        failed(failureTitle(error));
      }
    },
    [apiBase, store],
  );

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    const { evaluating, evaluated, failed } = store.getState();
    evaluating();
    bookingCalls(sessionRequester(apiBase))
      .evaluateBookingLink(link.pk, link.action, link.signature)
      .then(
        (evaluation) => {
          evaluated(evaluation, link.action === 'decline');
          if (link.action === 'approve') void submit(link);
        },
        (error: unknown) => failed(failureTitle(error)),
      );
    // `started` keeps it to once: the link is fixed for the screen's life (the element remounts for another).
  }, [link, apiBase, store, submit]);

  return (
    <BookingAction
      phase={state.phase}
      action={link?.action ?? null}
      evaluation={state.evaluation}
      error={state.error}
      onDecline={(reason) => link && void submit(link, reason)}
      loginUrl={loginUrl}
      onLogin={onLogin}
      theme={theme}
    />
  );
}
