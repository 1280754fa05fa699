import { organisationsCalls } from '@motorpool/api';
import { useEffect } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { HeadingBar, type HeadingBarProps } from './HeadingBar';
import { HeadingBarStoreProvider, useHeadingBarStore, useHeadingBarStoreApi } from './store';

export type ConnectedHeadingBarProps = Omit<HeadingBarProps, 'items' | 'industry'> & {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The page whose permission items to load (`getPermissionItems(pageKey)`); none loads no buttons. */
  pageKey?: string | null;
};

/**
 * `HeadingBar` with the page's permission items from the organisations
 * service and the industry of the session's organisation. The items are
 * loaded again when the page or the organisation changes; when they cannot
 * be loaded the bar shows no buttons and the failure is logged.
 */
export function ConnectedHeadingBar(props: ConnectedHeadingBarProps) {
  return (
    <HeadingBarStoreProvider>
      <ConnectedHeadingBarView {...props} />
    </HeadingBarStoreProvider>
  );
}

function ConnectedHeadingBarView({ apiBase, pageKey, ...bar }: ConnectedHeadingBarProps) {
  const store = useHeadingBarStoreApi();
  const loadedFor = useHeadingBarStore((state) => state.pageKey);
  const items = useHeadingBarStore((state) => state.items);
  const organisation = useSession((session) => session.organisation);
  const industry = useSession((session) => session.profile?.current_organisation?.industry ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: a page's actions depend on the person's permissions in the session's current organisation, so another one reads them again.
  useEffect(() => {
    if (!pageKey) return;
    let current = true;
    organisationsCalls(sessionRequester(apiBase))
      .getPermissionItems(pageKey)
      .then(
        (list) => current && store.getState().itemsLoaded(pageKey, list.results),
        (error: unknown) => {
          if (!current) return;
          store.getState().itemsLoaded(pageKey, []);
          console.error(`Heading bar: the actions of "${pageKey}" could not be loaded: ${failureTitle(error)}`);
        },
      );
    return () => {
      current = false;
    };
  }, [store, apiBase, pageKey, organisation]);

  return <HeadingBar {...bar} items={pageKey && loadedFor === pageKey ? items : []} industry={industry} />;
}
