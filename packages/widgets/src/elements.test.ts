import { waitFor } from '@testing-library/react';
import { PERMISSION_NAMES, type Profile } from '@motorpool/api';
import { afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  bookingBranches,
  bookingCost,
  bookingDrivers,
  bookingRules,
  bookingTagGroups,
  freeVehicles,
  vehicleFilters,
} from './booking-form/booking-form-fixtures';
import * as elements from './elements';
import { sessionStore } from './session/session-store';
import { bookingEvaluation, bookingsInEveryState } from './test-support/booking-fixtures';
import { branches, bookingTagGroups as branchTagGroups, docklands, managers, publicHolidays, relations } from './test-support/branch-fixtures';
import { profile } from './test-support/fixtures';
import { customFleetUsersItems } from './test-support/navigation-fixtures';
import { ownEmployee } from './test-support/profile-details-fixtures';
import { inBoxOfWidth } from './test-support/narrow-box';
import { tagGroups } from './test-support/user-form-fixtures';
import { bookingCreated, templateSummaries } from './notification-templates/template-fixtures';
import { employees, invites } from './test-support/user-table-fixtures';
import { corolla, costCentres, vehicleFilters as vehicleListFilters, vehicles } from './test-support/vehicle-fixtures';
import { incidentSettings, incidentsInEveryState, incidentTypes } from './test-support/incident-fixtures';
import { licenceClasses } from './test-support/master-config-fixtures';
import { coordinatorRole, demoRoles } from './test-support/role-fixtures';
import { approvalRules, ruleOptionAnswers } from './test-support/approval-rule-fixtures';
import { companySettings, companySettingsTrail } from './test-support/company-settings-fixtures';
import { visibilityRules, visibilityRulesTrail } from './test-support/visibility-rules-fixtures';
import { organisationTheme, themeTrail } from './test-support/theme-fixtures';

type ElementsModule = typeof elements;
/** Every `*_TAG` the elements entry exports. */
type ExportedTag = { [Name in keyof ElementsModule]: Name extends `${string}_TAG` ? ElementsModule[Name] : never }[keyof ElementsModule];

const exportedTags = new Set(Object.entries(elements).flatMap(([name, value]) => (name.endsWith('_TAG') && typeof value === 'string' ? [value] : [])));

/** The tags `registerMotorpoolElements` defines, read from a registry that only records. */
function registeredTags(): string[] {
  const defined: string[] = [];
  const registry = { get: () => undefined, define: (tag: string) => defined.push(tag) } as unknown as CustomElementRegistry;
  elements.registerMotorpoolElements(registry);
  return defined;
}

/** Each element's JSDoc, read from its `element.ts`, with the `@csspart` names it documents. */
const sources = import.meta.glob<string>('./*/element.ts', { query: '?raw', import: 'default', eager: true });
const ELEMENT_DOC = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (Motorpool\w+Element) = createMotorpoolElement\((\w+_TAG)/g;
const documented = Object.entries(sources).flatMap(([file, source]) =>
  [...source.matchAll(ELEMENT_DOC)].map(([, doc = '', className = '', tagName = '']) => ({
    file,
    className,
    tag: (elements as Record<string, unknown>)[tagName] as string,
    parts: [...doc.matchAll(/@csspart ([\w-]+)/g)].map(([, part = '']) => part),
  })),
);

describe('the elements entry', () => {
  it('gives every tag it exports an HTMLElementTagNameMap entry (checked by the typecheck)', () => {
    expectTypeOf<ExportedTag>().toExtend<keyof HTMLElementTagNameMap>();
    expectTypeOf<HTMLElementTagNameMap['motorpool-user-table']>().toExtend<HTMLElement>();
  });

  it('registers only tags it exports, so each is in the tag map', () => {
    const tags = registeredTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !exportedTags.has(tag))).toEqual([]);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('finds the JSDoc of every registered element', () => {
    expect(documented.map(({ tag }) => tag).sort()).toEqual(registeredTags().sort());
  });
});

const TFM = '/api/v1/tfm';
const page = (results: unknown[]) => ({ results, count: results.length, next_page: null });
// An organisation that works with hubs, so the elements that show hubs (branch relations) render them.
const signedInProfile: Profile = {
  ...profile,
  permissions: [...PERMISSION_NAMES],
  current_organisation: profile.current_organisation && { ...profile.current_organisation, hubs_enabled: true },
};

/**
 * What an element needs to show its ready state, where some of its parts
 * appear only there (a form's action row, a list's table): the attributes
 * naming its record and the server's answer to each call it makes, by
 * method and path. Every other call answers 503.
 */
const READY: Record<string, { attributes?: string; answers?: Record<string, unknown> }> = {
  'motorpool-associated-branches': { answers: { [`GET ${TFM}/associated-branches/`]: page(branches) } },
  'motorpool-booking-action': {
    attributes: 'pk="101" signature="sig-1" action="decline"',
    answers: { [`GET ${TFM}/booking/101/evaluate/decline/`]: bookingEvaluation },
  },
  'motorpool-booking-detail': { attributes: 'pk="1"' },
  'motorpool-incident-detail': { attributes: 'incident-pk="1"' },
  'motorpool-booking-form': {
    answers: {
      [`GET ${TFM}/branches/`]: page(bookingBranches),
      [`GET ${TFM}/booking-settings/`]: { branch_pk: 21, rules: bookingRules, is_override: false },
      [`GET ${TFM}/tags/booking/`]: page(bookingTagGroups),
      [`GET ${TFM}/vehicle-filters/`]: vehicleFilters,
      [`GET ${TFM}/drivers/`]: page(bookingDrivers),
      [`GET ${TFM}/vehicle-search/`]: page(freeVehicles),
      [`GET ${TFM}/bookings/cost/`]: bookingCost,
    },
  },
  'motorpool-branch-form': {
    attributes: 'pk="21" year="2024"',
    answers: {
      [`GET ${TFM}/branches/21/`]: docklands,
      [`GET ${TFM}/tags/`]: page([]),
      [`GET ${TFM}/branch-managers/`]: page(managers),
      [`GET ${TFM}/branch-holidays/`]: page([]),
    },
  },
  'motorpool-booking-table': {
    attributes: 'list="my-bookings"',
    answers: { [`GET ${TFM}/my-bookings/`]: page(bookingsInEveryState), [`GET ${TFM}/branches/`]: page([]) },
  },
  'motorpool-branch-relations': {
    answers: { [`GET ${TFM}/branches/`]: page(branches), [`GET ${TFM}/branch-relations/`]: page(relations) },
  },
  'motorpool-branch-table': { answers: { [`GET ${TFM}/branches/`]: page(branches) } },
  'motorpool-custom-field-manager': { attributes: 'entity="booking"', answers: { [`GET ${TFM}/tags/`]: page(branchTagGroups) } },
  'motorpool-heading-bar': {
    attributes: 'page-key="users" crumbs="Users"',
    answers: { 'GET /api/v1/organisations/permission-items/': { results: customFleetUsersItems } },
  },
  'motorpool-role-table': { answers: { [`GET ${TFM}/roles/summary/`]: page(demoRoles) } },
  'motorpool-role-editor': { attributes: `role="${coordinatorRole.pk}"`, answers: { [`GET ${TFM}/roles/${coordinatorRole.pk}/`]: coordinatorRole } },
  'motorpool-master-config': {
    answers: { 'GET /api/v1/organisations/master-config/licence-classes/': page(licenceClasses), 'GET /api/v1/organisations/audits/': page([]) },
  },
  'motorpool-approval-rules': {
    answers: {
      [`GET ${TFM}/booking-approval-rules/`]: page(approvalRules),
      [`GET ${TFM}/booking-approval-rules/line-manager/`]: { line_manager_required: false },
      [`GET ${TFM}/branches/`]: page(ruleOptionAnswers.branches),
      [`GET ${TFM}/roles/`]: page(ruleOptionAnswers.roles),
      [`GET ${TFM}/tags/`]: page(ruleOptionAnswers.bookingFields),
      'GET /api/v1/organisations/audits/': page([]),
    },
  },
  'motorpool-booking-settings': {
    answers: {
      [`GET ${TFM}/booking-settings/`]: { branch_pk: null, rules: bookingRules, is_override: false },
      [`GET ${TFM}/branches/`]: page(bookingBranches),
    },
  },
  'motorpool-company-settings': {
    answers: { 'GET /api/v1/organisations/company-settings/': companySettings, 'GET /api/v1/organisations/audits/': page(companySettingsTrail) },
  },
  'motorpool-visibility-rules': {
    answers: { 'GET /api/v1/organisations/visibility-rules/': visibilityRules, 'GET /api/v1/organisations/audits/': page(visibilityRulesTrail) },
  },
  'motorpool-theme-settings': {
    answers: { 'GET /api/v1/organisations/theme/': organisationTheme, 'GET /api/v1/organisations/audits/': page(themeTrail) },
  },
  'motorpool-general-settings': {
    answers: {
      'GET /api/v1/organisations/general-settings/': { help_desk: { phone: null, email: 'help@demo.fleet', message: null }, user_manual_url: null },
      'GET /api/v1/organisations/two-factor-policy/': { required: false },
      'GET /api/v1/organisations/audits/': page([]),
    },
  },
  'motorpool-two-factor-settings': { answers: { 'GET /api/v1/accounts/user/two-factor/': { enabled: false, required_by: null } } },
  'motorpool-member-admin-flag': {
    attributes: 'pk="5"',
    answers: { [`GET ${TFM}/employees-extensions/5/admin-flag/`]: { is_business_admin: true }, 'GET /api/v1/organisations/audits/': page([]) },
  },
  'motorpool-incident-settings': {
    answers: { [`GET ${TFM}/incident-types/`]: page(incidentTypes), [`GET ${TFM}/incident-settings/`]: incidentSettings },
  },
  'motorpool-incident-table': {
    answers: {
      [`GET ${TFM}/incidents/`]: page(incidentsInEveryState),
      [`GET ${TFM}/incident-types/`]: page(incidentTypes),
      [`GET ${TFM}/branches/`]: page(branches),
    },
  },
  'motorpool-invite-table': { answers: { [`GET ${TFM}/invite-user/`]: page(invites) } },
  'motorpool-my-branch': { answers: { [`GET ${TFM}/my-branch/`]: docklands } },
  'motorpool-departments': { answers: { [`GET ${TFM}/departments/`]: page([{ pk: 41, name: 'Operations' }]) } },
  'motorpool-cost-centres': { answers: { [`GET ${TFM}/cost-centres/`]: page([{ pk: 51, name: 'CC-100 Fleet' }]) } },
  'motorpool-geofences': { answers: { [`GET ${TFM}/geofences/`]: page([{ pk: 61, name: 'Depot' }]) } },
  ...Object.fromEntries(
    ['motorpool-profile-personal-details', 'motorpool-profile-license-details', 'motorpool-profile-other-details'].map((tag) => [
      tag,
      {
        answers: {
          [`GET ${TFM}/employees-extensions/get-profile/`]: ownEmployee,
          [`GET ${TFM}/departments/`]: page([{ pk: 41, name: 'Operations' }]),
          [`GET ${TFM}/cost-centres/`]: page([{ pk: 51, name: 'CC-100 Fleet' }]),
          [`GET ${TFM}/tags/`]: page(tagGroups),
          'GET /api/v1/accounts/user/profile/': signedInProfile,
        },
      },
    ]),
  ),
  'motorpool-notification-templates': { answers: { 'GET /api/v1/organisations/notification-templates/': { results: templateSummaries } } },
  'motorpool-notification-template-editor': {
    attributes: 'code="booking_created"',
    answers: { 'GET /api/v1/organisations/notification-templates/booking_created/': bookingCreated },
  },
  'motorpool-public-holidays': { attributes: 'country="au" state="nsw" year="2025"', answers: { [`GET ${TFM}/public-holidays/`]: page(publicHolidays) } },
  'motorpool-user-detail': { attributes: 'pk="1"' },
  'motorpool-user-table': { answers: { [`GET ${TFM}/employees-extensions/`]: page(employees) } },
  'motorpool-vehicle-form': {
    attributes: 'vehicle-pk="301"',
    answers: {
      [`GET ${TFM}/vehicles/301/`]: corolla,
      [`GET ${TFM}/branches/`]: page(branches),
      [`GET ${TFM}/cost-centres/`]: page(costCentres),
      [`GET ${TFM}/tags/`]: page([]),
    },
  },
  'motorpool-vehicle-detail': {
    attributes: 'pk="301"',
    answers: {
      [`GET ${TFM}/vehicles/301/`]: { ...corolla, blocked: { incident: 5001, reference: 'INC-000041', reason: 'Accident', from: '2026-11-24T10:20:00Z' } },
      [`GET ${TFM}/incidents/`]: page(incidentsInEveryState),
    },
  },
  'motorpool-vehicle-table': {
    answers: { [`GET ${TFM}/vehicles/`]: page(vehicles), [`GET ${TFM}/vehicle-filters/`]: vehicleListFilters, [`GET ${TFM}/branches/`]: page(branches) },
  },
};

/** A server that gives each call in `answers` its answer, and 503 to the rest. */
function serve(answers: Record<string, unknown> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      const [status, body] = call in answers ? [200, answers[call]] : [503, { errors: { title: 'Service unavailable' } }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('documented CSS parts', () => {
  beforeAll(() => {
    elements.registerMotorpoolElements();
  });

  beforeEach(() => {
    sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
    sessionStore.getState().setProfile(signedInProfile);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    sessionStore.getState().signOut();
  });

  /** What a table shows in a narrow box instead of its `<table>`. */
  const NARROW_BOX_PART = 'cards';

  /** Waits until the element in the page renders each of `parts`. */
  async function expectParts(tag: string, parts: string[]) {
    const root = document.querySelector(tag)?.shadowRoot;
    await waitFor(() => {
      const missing = parts.filter((part) => !root?.querySelector(`[part~="${part}"]`));
      expect(missing).toEqual([]);
    });
  }

  function renderReady(tag: string) {
    const { attributes = '', answers } = READY[tag] ?? {};
    serve(answers);
    document.body.innerHTML = `<${tag} api-base="https://api.motorpool.test" ${attributes}></${tag}>`;
  }

  it.each(documented.map((element) => [element.tag, element] as const))('<%s> renders each part its JSDoc names', async (_tag, { tag, parts }) => {
    renderReady(tag);
    await expectParts(
      tag,
      parts.filter((part) => part !== NARROW_BOX_PART),
    );
  });

  describe('in a narrow box', () => {
    inBoxOfWidth(320);

    const tables = documented.filter(({ parts }) => parts.includes(NARROW_BOX_PART));

    it.each(tables.map((element) => [element.tag, element] as const))('<%s> shows its rows as the cards part', async (_tag, { tag }) => {
      renderReady(tag);
      await expectParts(tag, [NARROW_BOX_PART]);
    });
  });
});
