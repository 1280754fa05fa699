import type { BranchRelationWrite } from '@motorpool/api';
import { createElement } from 'react';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedAssociatedBranches } from './ConnectedAssociatedBranches';
import { ConnectedBranchRelations } from './ConnectedBranchRelations';

export const BRANCH_RELATIONS_TAG = 'motorpool-branch-relations';
export const ASSOCIATED_BRANCHES_TAG = 'motorpool-associated-branches';
export const BRANCH_RELATIONS_SAVED_EVENT = 'motorpool-branch-relations-saved';
export const ASSOCIATED_BRANCH_OPEN_EVENT = 'motorpool-associated-branch-open';

export type BranchRelationsSavedEventDetail = { relation: BranchRelationWrite };
export type AssociatedBranchOpenEventDetail = { pk: number };

declare global {
  interface GlobalEventHandlersEventMap {
    [BRANCH_RELATIONS_SAVED_EVENT]: CustomEvent<BranchRelationsSavedEventDetail>;
    [ASSOCIATED_BRANCH_OPEN_EVENT]: CustomEvent<AssociatedBranchOpenEventDetail>;
  }
}

type RelationsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function BranchRelationsElement({ apiBase, theme, container }: RelationsElementProps) {
  return createElement(ConnectedBranchRelations, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (relation) => dispatchFromHost<BranchRelationsSavedEventDetail>(container, BRANCH_RELATIONS_SAVED_EVENT, { relation }),
  });
}

/**
 * `<motorpool-branch-relations>`: which branches each branch or hub serves
 * (spec §3 Branch relation). Pick the from-branch, tick the branches it
 * serves and Save (`POST branch-relations/bulk/` replaces its list); the
 * current relations are listed with Edit. Only holders of organisation_write
 * or super_users may change them (spec §6); others see the list. Saves show a
 * toast (render a `Toaster` on the page) or the server's refusal.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-branch-relations-saved - `{ detail: { relation: { from_branch, to_branch } } }` after a save. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` that sets which branches one serves, for those who may change the relations.
 * @csspart table - The `<table>` of current relations, once a branch serves another.
 */
export const MotorpoolBranchRelationsElement = createMotorpoolElement(BRANCH_RELATIONS_TAG, BranchRelationsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

type AssociatedElementProps = { apiBase?: string; pageSize?: number; theme?: string; container?: HTMLElement };

function AssociatedBranchesElement({ apiBase, pageSize, theme, container }: AssociatedElementProps) {
  return createElement(ConnectedAssociatedBranches, {
    apiBase: apiBase || undefined,
    pageSize: pageSizeOr(pageSize),
    theme: isThemeName(theme) ? theme : undefined,
    onOpen: (pk) => dispatchFromHost<AssociatedBranchOpenEventDetail>(container, ASSOCIATED_BRANCH_OPEN_EVENT, { pk }),
  });
}

/**
 * `<motorpool-associated-branches>`: the branches linked to the signed-in
 * person's own (`GET associated-branches/`): Name, Type, Address, Time Zone
 * and Status (Active green, Inactive red), in server pages.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-associated-branch-open - `{ detail: { pk } }`: a branch's name was chosen. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolAssociatedBranchesElement = createMotorpoolElement(ASSOCIATED_BRANCHES_TAG, AssociatedBranchesElement, {
  props: { apiBase: 'string', pageSize: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-branch-relations': InstanceType<typeof MotorpoolBranchRelationsElement>;
    'motorpool-associated-branches': InstanceType<typeof MotorpoolAssociatedBranchesElement>;
  }
}
