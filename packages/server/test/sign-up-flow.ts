import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { DriverRegistration } from '@motorpool/api';
import type { Harness } from './harness';

export const TFM = '/api/v1/tfm';
/** Demo organisation codes: ids in seeding order. */
export const DEMO_FLEET = 1;
export const FLEET_SHARE = 2;

export type ErrorBody = { errors: { title: string; fields?: Record<string, string>; code?: string } };

export async function errorsOf(response: Response) {
  return ((await response.json()) as ErrorBody).errors;
}

/** A different client address per call unless one is given, so per-address limits only bite where a test means them to. */
export function someAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

type PublicCall = { body?: unknown; organisation?: number; address?: string };

export function publicCall(harness: Harness, method: string, path: string, options: PublicCall = {}) {
  return harness.call(method, `${TFM}${path}`, {
    body: options.body,
    organisation: options.organisation,
    headers: { 'x-forwarded-for': options.address ?? someAddress() },
  });
}

export async function latestCode(harness: Harness, email: string): Promise<string> {
  const message = await harness.lastMessageTo(email);
  expect(message?.template).toBe('one_time_code');
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the message to ${email}`);
  return code;
}

/** Steps 0–1 of sign-up: OTP by email, read from the outbox, verified; answers the verification token. */
export async function verifyEmail(harness: Harness, email: string): Promise<string> {
  const sent = await publicCall(harness, 'POST', '/token/create/', { body: { email, name: 'New Driver' } });
  expect(sent.status).toBe(200);
  const verified = await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: await latestCode(harness, email) } });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { verification_token: string }).verification_token;
}

export async function branchOptions(harness: Harness, organisation: number, email = 'someone@example.com'): Promise<Map<string, number>> {
  const response = await publicCall(harness, 'POST', '/domains/validate/', { body: { email, organisation: String(organisation), self_sign_up: true } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { askFields: { alias: string; options?: { value: string; label: string }[] }[] };
  const branch = body.askFields.find((field) => field.alias === 'branch');
  return new Map((branch?.options ?? []).map((option) => [option.label, Number(option.value)]));
}

export function inYears(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** Complete Demo Fleet driver details (its ask-fields: licence number, class, expiry, phone). */
export function demoFleetDriver(branchId: number, overrides: Partial<DriverRegistration> = {}): DriverRegistration {
  return {
    branch: { pk: branchId },
    licenseNumber: 'NSW1234567',
    licenseClass: ['C', 'LR'],
    licenseValidUpto: inYears(3),
    phone: { dialCode: '61', number: '412345678', countryCode: 'au' },
    costCentre: null,
    ...overrides,
  };
}

export async function register(
  harness: Harness,
  organisation: number,
  email: string,
  driver: DriverRegistration,
  verificationToken?: string,
): Promise<Response> {
  return publicCall(harness, 'POST', '/registration-request/', {
    organisation,
    body: {
      first_name: 'Riley',
      last_name: 'Rider',
      email,
      verification_token: verificationToken ?? (await verifyEmail(harness, email)),
      terms_accepted: true,
      driver,
    },
  });
}
