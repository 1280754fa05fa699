import { nullable, object, optional, type Infer } from 'superstruct';
import { PrimaryKey } from './common';
import { extensionFields, requiredPk, requiredText, userEmail, userStatus, withReminderRule } from './employee-write';
import { contactNumber } from './phone';

/*
 * The user form's writes. They check a phone number, so they live apart from
 * employee-write.ts, which the API client's response structs import: a module
 * the client imports sits in every element's shared chunk, and these would
 * bring libphonenumber along (see phone.ts).
 */

/** The person part of the user form. */
export const UserWrite = object({
  first_name: requiredText('first_name', 50),
  last_name: requiredText('last_name', 50),
  email: userEmail,
  phone: optional(nullable(contactNumber)),
});
export type UserWrite = Infer<typeof UserWrite>;

/**
 * `POST employees-extensions/` and `PUT employees-extensions/{pk}/` (spec §7
 * "user payload"): save is an update when pk is given, else a create (spec §4).
 */
export const EmployeeWrite = withReminderRule(
  object({
    pk: optional(PrimaryKey),
    user: UserWrite,
    role: requiredPk('role'),
    status: userStatus,
    branch: requiredPk('branch'),
    ...extensionFields,
  }),
);
export type EmployeeWrite = Infer<typeof EmployeeWrite>;

/** `PUT update-email-phone/{pk}/` (spec §7). */
export const UpdateEmailPhoneRequest = object({ user: object({ email: userEmail, phone: optional(nullable(contactNumber)) }) });
export type UpdateEmailPhoneRequest = Infer<typeof UpdateEmailPhoneRequest>;
