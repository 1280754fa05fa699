import type { Profile } from '@motorpool/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASSOCIATED_BRANCHES_TAG,
  BRANCH_RELATIONS_TAG,
  MotorpoolAssociatedBranchesElement,
  MotorpoolBranchRelationsElement,
  MotorpoolMyBranchElement,
  MotorpoolPublicHolidaysElement,
  MY_BRANCH_TAG,
  PUBLIC_HOLIDAYS_TAG,
  registerMotorpoolElements,
} from '../elements';
import { bookingTagGroups } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { CUSTOM_FIELD_MANAGER_TAG, MotorpoolCustomFieldManagerElement } from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: [] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('the organisation-structure elements', () => {
  it('are each defined once', () => {
    registerMotorpoolElements();
    expect(customElements.get(CUSTOM_FIELD_MANAGER_TAG)).toBe(MotorpoolCustomFieldManagerElement);
    expect(customElements.get(PUBLIC_HOLIDAYS_TAG)).toBe(MotorpoolPublicHolidaysElement);
    expect(customElements.get(BRANCH_RELATIONS_TAG)).toBe(MotorpoolBranchRelationsElement);
    expect(customElements.get(ASSOCIATED_BRANCHES_TAG)).toBe(MotorpoolAssociatedBranchesElement);
    expect(customElements.get(MY_BRANCH_TAG)).toBe(MotorpoolMyBranchElement);
  });

  it('<motorpool-custom-field-manager entity="booking"> opens on the booking tab', async () => {
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/tags/': [list(bookingTagGroups)] });
    document.body.innerHTML = `<${CUSTOM_FIELD_MANAGER_TAG} api-base="${API_BASE}" entity="booking"></${CUSTOM_FIELD_MANAGER_TAG}>`;
    const shadow = withinShadow(CUSTOM_FIELD_MANAGER_TAG);
    expect(await shadow.findByText('Project code')).toBeInTheDocument();
    expect(shadow.getByRole('tab', { name: 'Booking' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo('GET /api/v1/tfm/tags/')[0]?.query.get('tag_type')).toBe('booking');
  });

  it('<motorpool-public-holidays country="au" state="nsw" year="2026"> shows that calendar', async () => {
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/public-holidays/': [list([])] });
    document.body.innerHTML = `<${PUBLIC_HOLIDAYS_TAG} api-base="${API_BASE}" country="au" state="nsw" year="2026"></${PUBLIC_HOLIDAYS_TAG}>`;
    const shadow = withinShadow(PUBLIC_HOLIDAYS_TAG);
    expect(await shadow.findByText(/No public holidays for Australia, NSW in 2026 yet/)).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /api/v1/tfm/public-holidays/')[0]?.query ?? [])).toEqual({
      country: 'AU',
      state: 'NSW',
      year: '2026',
      page_size: '100',
    });
  });
});
