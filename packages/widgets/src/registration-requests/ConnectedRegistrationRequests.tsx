import { failureTitle } from '../api/api-failure';
import { registrationCalls, type RegistrationRequest } from '@motorpool/api';
import { useCallback, useEffect } from 'react';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { RegistrationRequests } from './RegistrationRequests';
import { RegistrationRequestsStoreProvider, useRegistrationRequestsStore, useRegistrationRequestsStoreApi } from './store';

export type ConnectedRegistrationRequestsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Rows per page; the server's default when absent. */
  pageSize?: number;
  /** Called after a request is accepted, with the server's message. */
  onAccepted?: (request: RegistrationRequest, message: string) => void;
  heading?: string;
  theme?: ThemeName;
};

/** `next_page` is a page number, or a URL carrying one; anything else means no more pages. */
function pageNumber(nextPage: number | string | null | undefined): number | null {
  if (typeof nextPage === 'number') return nextPage;
  if (typeof nextPage !== 'string' || nextPage === '') return null;
  const page = /^\d+$/.test(nextPage) ? nextPage : new URL(nextPage, 'http://motorpool.invalid').searchParams.get('page');
  return page && Number(page) > 0 ? Number(page) : null;
}

/** `RegistrationRequests` wired to the fleet service with the shared session. */
export function ConnectedRegistrationRequests(props: ConnectedRegistrationRequestsProps) {
  return (
    <RegistrationRequestsStoreProvider>
      <ConnectedRegistrationRequestsTable {...props} />
    </RegistrationRequestsStoreProvider>
  );
}

function ConnectedRegistrationRequestsTable({ apiBase, pageSize, onAccepted, heading, theme }: ConnectedRegistrationRequestsProps) {
  const store = useRegistrationRequestsStoreApi();
  const state = useRegistrationRequestsStore((current) => current);

  const load = useCallback(
    async (page: number) => {
      const append = page > 1;
      const { loadStarted, pageLoaded, loadFailed } = store.getState();
      loadStarted();
      try {
        const list = await registrationCalls(sessionRequester(apiBase)).listRegistrationRequests({ page, page_size: pageSize });
        pageLoaded({ results: list.results, count: list.count, nextPage: pageNumber(list.next_page) }, append);
      } catch (error) {
        loadFailed(failureTitle(error), append);
      }
    },
    [store, apiBase, pageSize],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  async function accept(request: RegistrationRequest) {
    const { acceptStarted, accepted, acceptFailed } = store.getState();
    acceptStarted(request.pk);
    try {
      const { message } = await registrationCalls(sessionRequester(apiBase)).acceptRegistrationRequest(request.pk);
      accepted(request.pk, message);
      onAccepted?.(request, message);
    } catch (error) {
      acceptFailed(request.pk, failureTitle(error));
    }
  }

  return (
    <RegistrationRequests
      status={state.status}
      requests={state.requests}
      count={state.count}
      error={state.error}
      onAccept={accept}
      accepting={state.accepting}
      announcement={state.announcement}
      actionError={state.actionError}
      onRetry={() => void load(1)}
      hasMore={state.nextPage !== null}
      loadingMore={state.loadingMore}
      onLoadMore={() => state.nextPage !== null && void load(state.nextPage)}
      heading={heading}
      theme={theme}
    />
  );
}
