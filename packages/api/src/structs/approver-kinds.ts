/** Who an approval rule asks, and who hears of an incident: kinds of people at the booking's or vehicle's branch. */
export const APPROVER_KINDS = ['branch_manager', 'hub_manager', 'admin'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
