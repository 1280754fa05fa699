import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedEmbedKeyTable, type EmbedKeyChange } from './ConnectedEmbedKeyTable';

export const EMBED_KEY_TABLE_TAG = 'motorpool-embed-key-table';
export const EMBED_KEY_CHANGE_EVENT = 'motorpool-embed-key-change';

export type EmbedKeyChangeEventDetail = EmbedKeyChange;

declare global {
  interface GlobalEventHandlersEventMap {
    [EMBED_KEY_CHANGE_EVENT]: CustomEvent<EmbedKeyChangeEventDetail>;
  }
}

type EmbedKeyTableElementProps = {
  apiBase?: string;
  organisation?: number;
  dateFormat?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function EmbedKeyTableElement({ apiBase, organisation, dateFormat, theme, container }: EmbedKeyTableElementProps) {
  return createElement(ConnectedEmbedKeyTable, {
    apiBase: apiBase || undefined,
    organisation: organisation && Number.isInteger(organisation) && organisation > 0 ? organisation : undefined,
    dateFormat: dateFormat || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (change) => dispatchFromHost<EmbedKeyChangeEventDetail>(container, EMBED_KEY_CHANGE_EVENT, change),
  });
}

/**
 * `<motorpool-embed-key-table>`: the embed keys of the signed-in session's
 * organisation, with which partner pages embed the widgets
 * (docs/embedding.md). Each key shows its name, status (Active, Paused,
 * Revoked), the key with a copy button, allowed origins, scope, whether the
 * read-only calendar shows driver names, and who created it and when. Add
 * embed key and Edit open a form: name, origins one per row, scope, Show
 * driver names. Pause and Resume switch a key off and on; Revoke, after a
 * confirmation, ends it for good (it stays listed, read-only). The server's
 * refusals show on the form's fields; other outcomes are toasts (render a
 * `Toaster` on the page). Needs organisation_write or super_users on the
 * server.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose keys to manage; absent uses the session's selected one.
 * @attr date-format - Dates as `dd`, `MM`, `MMM` and `yyyy` arrange them; `dd/MM/yyyy` by default.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-embed-key-change - `{ detail: { change: 'created' | 'updated' | 'paused' | 'resumed' | 'revoked', key } }`. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Active and Revoked badges, Revoke.
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-page-background, --motorpool-color-border - Text, cards, revoked keys, lines.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading, --motorpool-font-weight-strong - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 */
export const MotorpoolEmbedKeyTableElement = createMotorpoolElement(EMBED_KEY_TABLE_TAG, EmbedKeyTableElement, {
  props: { apiBase: 'string', organisation: 'number', dateFormat: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-embed-key-table': InstanceType<typeof MotorpoolEmbedKeyTableElement>;
  }
}
