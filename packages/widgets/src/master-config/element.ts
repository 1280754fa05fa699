import type { MasterConfigList } from '@motorpool/api';
import { createElement, useEffect, useState } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedMasterConfig, type MasterConfigNavigation } from './ConnectedMasterConfig';
import { isMasterConfigList, parseEntryId } from './master-config-values';

export const MASTER_CONFIG_TAG = 'motorpool-master-config';
export const MASTER_CONFIG_NAVIGATE_EVENT = 'motorpool-master-config-navigate';

/** Where the screen goes: the list (`config`) and the entry whose form opens ('new', a pk as text, or null for none). */
export type MasterConfigNavigateEventDetail = { config: MasterConfigList; id: string | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [MASTER_CONFIG_NAVIGATE_EVENT]: CustomEvent<MasterConfigNavigateEventDetail>;
  }
}

const FIRST_LIST: MasterConfigList = 'licence-classes';

type MasterConfigElementProps = { apiBase?: string; theme?: string; config?: string; entry?: string; container?: HTMLElement };

function at(config: string | undefined, entry: string | undefined): MasterConfigNavigation {
  return { config: isMasterConfigList(config) ? config : FIRST_LIST, id: parseEntryId(entry) };
}

function MasterConfigElement({ apiBase, theme, config, entry, container }: MasterConfigElementProps) {
  const [place, setPlace] = useState(() => at(config, entry));
  // The host's attributes win whenever they change (its router moved).
  useEffect(() => setPlace(at(config, entry)), [config, entry]);
  return createElement(ConnectedMasterConfig, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    list: place.config,
    entryId: place.id,
    onNavigate: (to) => {
      const detail: MasterConfigNavigateEventDetail = { config: to.config, id: to.id === null ? null : String(to.id) };
      if (dispatchFromHost(container, MASTER_CONFIG_NAVIGATE_EVENT, detail, { cancelable: true })) setPlace(to);
    },
  });
}

/**
 * `<motorpool-master-config>`: the organisation's lookup lists (spec §2
 * /master-config/list/{config}/{id}): licence classes, vehicle makes and
 * models, body types, fuel types and colours. Everyone sees them; holders of
 * master-config_update add, edit, reorder (Move up / Move down), deactivate,
 * reactivate and delete entries nothing uses. Each list's changes are shown
 * in its audit trail. Saves show a toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 * @attr config - The list shown: `licence-classes` (default), `vehicle-makes`, `vehicle-models`, `body-types`, `fuel-types`, `colours`.
 * @attr entry - The entry whose form is open: its pk, or `new` to add one.
 *
 * @event motorpool-master-config-navigate - `{ detail: { config, id } }` when the person chooses a list or opens or closes an entry. Cancelable: a host that routes calls `preventDefault()` and sets `config` and `entry` from its URL; otherwise the widget moves itself. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart toolbar - The list's heading and Add entry.
 * @csspart entries - The `<ol>` of entries, in their order.
 */
export const MotorpoolMasterConfigElement = createMotorpoolElement(MASTER_CONFIG_TAG, MasterConfigElement, {
  props: { apiBase: 'string', theme: 'string', config: 'string', entry: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-master-config': InstanceType<typeof MotorpoolMasterConfigElement>;
  }
}
