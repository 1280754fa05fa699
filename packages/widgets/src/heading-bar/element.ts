import { createElement, useEffect, useState } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { navigateThroughHost } from '../element/navigation/host-navigation';
import { isThemeName } from '../theme/theme-names';
import { ConnectedHeadingBar } from './ConnectedHeadingBar';
import { isTabType, type ExportRequest, type TabType } from './heading-rules';

export const HEADING_BAR_TAG = 'motorpool-heading-bar';
export const EXPORT_EVENT = 'motorpool-export';
export const EMIT_EVENT = 'motorpool-emit';
export const TAB_CHANGE_EVENT = 'motorpool-tab-change';

export type ExportEventDetail = ExportRequest;
export type EmitEventDetail = { name: string; extraData: Record<string, unknown> | null };
export type TabChangeEventDetail = { tab: TabType | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [EXPORT_EVENT]: CustomEvent<ExportEventDetail>;
    [EMIT_EVENT]: CustomEvent<EmitEventDetail>;
    [TAB_CHANGE_EVENT]: CustomEvent<TabChangeEventDetail>;
  }
}

type HeadingBarElementProps = {
  apiBase?: string;
  theme?: string;
  pageKey?: string;
  crumbs?: string;
  params?: string;
  tabLabel?: string;
  subtitle?: string;
  isAddPage?: boolean;
  activeTab?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

const crumbList = (crumbs: string | undefined) =>
  (crumbs ?? '')
    .split('|')
    .map((crumb) => crumb.trim())
    .filter(Boolean);

const paramRecord = (params: string | undefined) => Object.fromEntries(new URLSearchParams(params ?? ''));

function HeadingBarElement({ apiBase, theme, pageKey, crumbs, params, tabLabel, subtitle, isAddPage, activeTab, container }: HeadingBarElementProps) {
  const fromAttribute = activeTab && isTabType(activeTab) ? activeTab : null;
  const [tab, setTab] = useState<TabType | null>(fromAttribute);
  useEffect(() => setTab(fromAttribute), [fromAttribute]);
  return createElement(ConnectedHeadingBar, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    pageKey: pageKey || null,
    crumbs: crumbList(crumbs),
    params: paramRecord(params),
    tabLabel: tabLabel || null,
    subtitle: subtitle || null,
    isAddPage: isAddPage ?? false,
    activeTab: tab,
    onTabChange: (next) => {
      setTab(next);
      dispatchFromHost<TabChangeEventDetail>(container, TAB_CHANGE_EVENT, { tab: next });
    },
    onNavigate: navigateThroughHost(container),
    onExport: (request) => dispatchFromHost<ExportEventDetail>(container, EXPORT_EVENT, request),
    onEmit: (name, extraData) => dispatchFromHost<EmitEventDetail>(container, EMIT_EVENT, { name, extraData }),
  });
}

/**
 * `<motorpool-heading-bar>`: the bar at the top of a page (spec §2):
 * breadcrumbs, title, subtitle and the buttons the server grants on the page
 * (spec §3 permission items: export, import, tabs, navigation, emitters;
 * CustomFleet's 'New User' and refresh-state-of-charge).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 * @attr page-key - The page whose permission items to load (`users`, `customers`…).
 * @attr crumbs - Crumbs separated by `|`, outermost first: `Customers|:id`. `:id` takes the `id` parameter.
 * @attr params - Route parameters as a query string: `id=42&status=active`.
 * @attr tab-label - Replaces the last crumb (the open tab's label).
 * @attr subtitle - A line under the title.
 * @attr is-add-page - `true` on add pages: no tasks, documents, notes or audits tabs.
 * @attr active-tab - `tasks`, `documents`, `notes` or `audits`: the tab shown pressed.
 *
 * @event motorpool-navigate - `{ detail: { href } }`, cancelable: cancel it to route in the host. Bubbles, composed.
 * @event motorpool-export - `{ detail: { format, table, sync } }` after a format is chosen.
 * @event motorpool-emit - `{ detail: { name, extraData } }` from an emitter button (`refresh_state_of_charge` included).
 * @event motorpool-tab-change - `{ detail: { tab } }`; `tab` is null when the open tab is closed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - The add button, hovers.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Title, crumbs and subtitle.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background, --motorpool-color-border - Bar, tabs, menus.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-control, --motorpool-radius-surface - Corner radii.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The page's title.
 * @csspart actions - The row of section tabs and page actions.
 */
export const MotorpoolHeadingBarElement = createMotorpoolElement(HEADING_BAR_TAG, HeadingBarElement, {
  props: {
    apiBase: 'string',
    theme: 'string',
    pageKey: 'string',
    crumbs: 'string',
    params: 'string',
    tabLabel: 'string',
    subtitle: 'string',
    isAddPage: 'boolean',
    activeTab: 'string',
  },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-heading-bar': InstanceType<typeof MotorpoolHeadingBarElement>;
  }
}
