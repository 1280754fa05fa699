import { LineManagerSetting, type LineManagerSettingWrite } from '../structs/approval-settings';
import { ApprovalRule, type ApprovalRuleWrite } from '../structs/booking-rules';
import { listOf } from '../structs/common';
import type { Requester } from './request';

const ApprovalRuleList = listOf(ApprovalRule);

/**
 * `/booking-approval-rules`' calls, apart from the rest of `bookingCalls` (which
 * spreads them): a widget of only these leaves the bookings' structs out of its bundle.
 */
export function approvalRuleCalls(request: Requester) {
  return {
    listApprovalRules: () => request('tfm', 'booking-approval-rules/', {}, ApprovalRuleList),
    createApprovalRule: (body: ApprovalRuleWrite) => request('tfm', 'booking-approval-rules/', { method: 'POST', body }, ApprovalRule),
    updateApprovalRule: (pk: number, body: ApprovalRuleWrite) => request('tfm', `booking-approval-rules/${pk}/`, { method: 'PUT', body }, ApprovalRule),
    deleteApprovalRule: (pk: number) => request('tfm', `booking-approval-rules/${pk}/`, { method: 'DELETE' }),
    /** `GET booking-approval-rules/line-manager/`: whether bookings and members need a Line Manager's Email. */
    getLineManagerSetting: () => request('tfm', 'booking-approval-rules/line-manager/', {}, LineManagerSetting),
    updateLineManagerSetting: (body: LineManagerSettingWrite) =>
      request('tfm', 'booking-approval-rules/line-manager/', { method: 'PUT', body }, LineManagerSetting),
  };
}
