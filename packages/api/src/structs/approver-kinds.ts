/** Who an approval rule asks, and who hears of an incident: kinds of people at the booking's or vehicle's branch. */
/** `booking_approver`: the holders of booking_approve whose branch is the booking's, or serves it (issue 21). */
export const APPROVER_KINDS = ['branch_manager', 'hub_manager', 'admin', 'booking_approver'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
