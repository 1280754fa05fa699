import { boolean, object, type, type Infer } from 'superstruct';

/**
 * Whether every booking's driver must have a Line Manager's Email (spec §5
 * "A booking rule can make Line Manager mandatory"). When on, the server
 * refuses a booking whose driver has none, and a member save that leaves a
 * member without one. Off until an administrator turns it on.
 */
export const LineManagerSetting = type({ line_manager_required: boolean() });
export type LineManagerSetting = Infer<typeof LineManagerSetting>;
export const LineManagerSettingWrite = object({ line_manager_required: boolean() });
export type LineManagerSettingWrite = Infer<typeof LineManagerSettingWrite>;

export const DEFAULT_LINE_MANAGER_SETTING: LineManagerSetting = { line_manager_required: false };
