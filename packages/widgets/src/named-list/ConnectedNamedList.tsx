import { useCallback } from 'react';
import { failureTitle, fieldRefusal } from '../api/api-failure';
import { mayManageStructure } from '../fields/branch/structure-access';
import { useViewerClient } from '../ui/data-table/table-client';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { NAMED_LISTS, namedListToasts, type NamedListKind } from './named-lists';
import { NamedList, type NamedItem } from './NamedList';
import { NamedListStoreProvider, useNamedListStore, useNamedListStoreApi } from './store';

export type NamedListChange = { kind: NamedListKind; change: 'added' | 'renamed' | 'deleted'; item: NamedItem };

export type ConnectedNamedListProps = {
  /** Which list: the organisation's departments, cost centres or geofences. */
  kind: NamedListKind;
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After an item was added, renamed or deleted. */
  onChange?: (change: NamedListChange) => void;
  theme?: ThemeName;
};

/** `NamedList` wired to the `kind`'s calls (`departments/`, `cost-centres/`, `geofences/`) with the shared session, with toasts. */
export function ConnectedNamedList(props: ConnectedNamedListProps) {
  return (
    <NamedListStoreProvider key={props.kind}>
      <ConnectedView {...props} />
    </NamedListStoreProvider>
  );
}

function ConnectedView({ kind, apiBase, onChange, theme }: ConnectedNamedListProps) {
  const config = NAMED_LISTS[kind];
  const toasts = namedListToasts(config);
  const store = useNamedListStoreApi();
  const state = useNamedListStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);

  const fetch = useCallback(() => config.list(request), [request, config]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  async function add(name: string): Promise<boolean> {
    const { addStarted, added, addFailed } = store.getState();
    addStarted();
    try {
      const item = await config.create(request, { name });
      added(item);
      toast.success(toasts.added);
      onChange?.({ kind, change: 'added', item });
      return true;
    } catch (error) {
      addFailed(fieldRefusal(error, 'name'));
      return false;
    }
  }

  async function rename(item: NamedItem, name: string): Promise<boolean> {
    const { renameStarted, renamed, renameFailed } = store.getState();
    renameStarted(item.pk);
    try {
      const answer = await config.update(request, item.pk, { name });
      renamed(answer);
      toast.success(toasts.renamed);
      onChange?.({ kind, change: 'renamed', item: answer });
      return true;
    } catch (error) {
      renameFailed(fieldRefusal(error, 'name'));
      return false;
    }
  }

  async function remove(item: NamedItem) {
    try {
      await config.remove(request, item.pk);
      store.getState().removed(item.pk);
      toast.success(toasts.deleted);
      onChange?.({ kind, change: 'deleted', item });
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <NamedList
      title={config.title}
      singular={config.singular}
      plural={config.plural}
      status={state.status}
      error={state.error}
      onRetry={retry}
      items={state.items}
      canManage={mayManageStructure(viewer?.permissions)}
      adding={state.adding}
      addError={state.addError}
      onAdd={add}
      renaming={state.renaming}
      renameError={state.renameError}
      onRename={rename}
      onDelete={remove}
      theme={theme}
    />
  );
}
