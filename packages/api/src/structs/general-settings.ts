import { define, nullable, object, size, string, trimmed, type Infer, type Struct } from 'superstruct';
import { userEmail } from './user-email';

export const generalSettingsMessages = {
  webAddress: 'Enter an address starting with https:// or http://.',
  saved: 'General settings saved.',
} as const;

/** An http(s) address a person can open, at most 500 characters. */
const webAddress: Struct<string, null> = define<string>('webAddress', (value) => {
  if (typeof value !== 'string' || value.length > 500) return generalSettingsMessages.webAddress;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) || generalSettingsMessages.webAddress;
  } catch {
    return generalSettingsMessages.webAddress;
  }
});

const text = (max: number) => nullable(size(trimmed(string()), 1, max));

/**
 * `GET/PUT organisations/general-settings/`: what the sidebar's Helpdesk
 * Information and User Manual panels show (spec §2). A blank value is null;
 * a help desk with nothing in it is not shown.
 */
export const GeneralSettings = object({
  help_desk: object({ phone: text(20), email: nullable(userEmail), message: text(500) }),
  user_manual_url: nullable(webAddress),
});
export type GeneralSettings = Infer<typeof GeneralSettings>;
