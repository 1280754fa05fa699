import type { GeneralSettings } from '@motorpool/api';
import { SIGN_UP_LABELS } from './sign-up-values';

/** What the form holds: text as typed, empty for none. */
export type GeneralSettingsValues = { phone: string; email: string; message: string; user_manual_url: string };

export const GENERAL_FIELDS = ['phone', 'email', 'message', 'user_manual_url'] as const;

/** How the screen labels each setting, also in the audit trail. */
export const GENERAL_LABELS: Record<(typeof GENERAL_FIELDS)[number] | 'two_factor_required' | keyof typeof SIGN_UP_LABELS, string> = {
  ...SIGN_UP_LABELS,
  phone: 'Help Desk Phone',
  email: 'Help Desk Email',
  message: 'Help Desk Message',
  user_manual_url: 'User Manual Link',
  two_factor_required: 'Two-step sign-in required',
};

export function generalSettingsValues(settings: GeneralSettings): GeneralSettingsValues {
  const { phone, email, message } = settings.help_desk;
  return { phone: phone ?? '', email: email ?? '', message: message ?? '', user_manual_url: settings.user_manual_url ?? '' };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toGeneralSettings(values: GeneralSettingsValues): GeneralSettings {
  return {
    help_desk: { phone: orNull(values.phone), email: orNull(values.email), message: orNull(values.message) },
    user_manual_url: orNull(values.user_manual_url),
  };
}

/** The server names the help desk's fields under `help_desk.`; the form's fields are flat. */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^help_desk\./, '');
}
