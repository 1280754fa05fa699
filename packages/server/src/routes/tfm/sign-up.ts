import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  isAskFieldRequired,
  messages,
  RegistrationPayload,
  SendRegistrationOtpRequest,
  signUpEmail,
  SignUpCheckRequest,
  validateWith,
  VerifyRegistrationOtpRequest,
  type DriverRegistration,
  type RegistrationEmailCheck,
  type RegistrationResult,
  type SignUpCheck,
} from '@motorpool/api';
import { parseQueryPk, queryTexts, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { sendOneTimeCode } from '../../messages/request-messages';
import { askFieldsFor, isRegistrableBranch } from '../../registration/ask-fields';
import { BRANCH_ALIAS, checkDriverDetails, driverField } from '../../registration/driver-details';
import { anonymousScope, findOrganisation, organisationHeader } from '../../registration/public-organisation';
import { announceRegistration, emailTaken, hasMembership, normaliseEmail, registerDriver } from '../../registration/register-driver';
import { termsAndConditions } from '../../registration/registration-settings';
import { openForSignUp, requireRegistrationEnabled, spendPerAddress, spendPerEmail, VERIFICATION_INVALID } from '../../registration/sign-up-guards';
import { issueSignUpVerification, isSignUpVerified } from '../../registration/verification-token';
import { consumeCode, issueCode, OTP_PURPOSES } from '../../security/one-time-codes';
import { THROTTLE } from '../../security/throttle';
import { companyDefaults } from '../../settings/company-settings';

// Email checks tell whether an address is known, so they share one per-address allowance.
const EMAIL_CHECK = 'sign-up-check';
const SIGN_UP_OTP = 'sign-up-otp';
const SIGN_UP_OTP_CHECK = 'sign-up-otp-check';
const REGISTRATION = 'registration';

/**
 * `/api/v1/tfm/…` self sign-up (spec §2/§4 Sign-up): organisation check,
 * email OTP, terms, and the registration itself. Public calls, all refused
 * while registration is disabled.
 */
export const domainValidationRoutes = new Hono<AppEnv>().use(requireRegistrationEnabled).on(['POST', 'PUT'], '/', async (c) => {
  const db = c.get('db');
  const body = await readBody(c, SignUpCheckRequest);
  await spendPerAddress(c, EMAIL_CHECK, THROTTLE.codeChecksPerAddress);
  const { organisation, scope, settings } = await openForSignUp(db, Number(body.organisation));
  if (await hasMembership(db, scope, body.email)) throw emailTaken();
  const answer: SignUpCheck = {
    organisation: { pk: organisation.id, name: organisation.name },
    askFields: await askFieldsFor(db, scope, settings),
    is_auto_accepted: settings.autoAccept,
    phone_country: (await companyDefaults(db, scope)).phoneCountry,
  };
  return c.json(answer);
});

/** `user-registration-setting/`: what the sign-up form of an organisation asks. */
export const registrationSettingRoutes = new Hono<AppEnv>()
  .use(requireRegistrationEnabled)
  /**
   * The on-blur check. With `organisation` (an id): may this address sign up
   * there (not yet a member). Without: is the address free of any account.
   */
  .get('/', async (c) => {
    const db = c.get('db');
    const query = readQuery(c, queryTexts('email', 'organisation'));
    const checked = validateWith(signUpEmail, query.email);
    if (!checked.ok) {
      const message = checked.rootMessage ?? messages.signUp.emailInvalid;
      throw badRequest(message, { fields: { email: message } });
    }
    const email = checked.value.trim();
    await spendPerAddress(c, EMAIL_CHECK, THROTTLE.codeChecksPerAddress);
    let available: boolean;
    const organisationQuery = query.organisation;
    if (organisationQuery !== undefined && organisationQuery !== '') {
      const organisation = await findOrganisation(db, organisationHeader(organisationQuery) ?? 0);
      available = organisation ? !(await hasMembership(db, anonymousScope(organisation), email)) : true;
    } else {
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
      available = account === undefined;
    }
    const answer: RegistrationEmailCheck = { email, available };
    return c.json(answer);
  });

/** `token/create/` and `token/verify/`: the emailed code that proves a sign-up address. */
export const signUpTokenRoutes = new Hono<AppEnv>()
  .use(requireRegistrationEnabled)
  .post('/create/', async (c) => {
    const db = c.get('db');
    const body = await readBody(c, SendRegistrationOtpRequest);
    await spendPerEmail(c, SIGN_UP_OTP, body.email);
    await spendPerAddress(c, SIGN_UP_OTP, THROTTLE.requestsPerAddress);
    const code = await issueCode(db, OTP_PURPOSES.signUp, normaliseEmail(body.email), c.get('clock')(), { name: body.name ?? null });
    await sendOneTimeCode(c, { channel: 'email', to: body.email.trim(), organisationId: null, purpose: 'sign_up', code });
    return c.json({ message: messages.signUp.otpSent });
  })
  .post('/verify/', async (c) => {
    const body = await readBody(c, VerifyRegistrationOtpRequest);
    await spendPerAddress(c, SIGN_UP_OTP_CHECK, THROTTLE.codeChecksPerAddress);
    const check = await consumeCode(c.get('db'), OTP_PURPOSES.signUp, normaliseEmail(body.email), body.token, c.get('clock')());
    if (!check.ok) throw badRequest(messages.otp.invalid, { fields: { token: messages.otp.invalid } });
    return c.json({ verification_token: issueSignUpVerification(c.get('signingKey'), body.email, c.get('clock')()) });
  });

/** `terms-and-conditions/`: the text a person signing up accepts. */
export const termsRoutes = new Hono<AppEnv>().use(requireRegistrationEnabled).get('/', async (c) => {
  const { settings } = await openForSignUp(c.get('db'), organisationHeader(c.req.header('organisation')));
  return c.json(termsAndConditions(settings, c.get('config').termsUrl));
});

/** `POST registration-request/`: a sign-up sent for an administrator to accept. */
export const registrationRequestSubmission = new Hono<AppEnv>()
  // Declared on the route: the same path's GET is for signed-in administrators (registration-requests.ts).
  .post('/', requireRegistrationEnabled, async (c) => {
    const db = c.get('db');
    const now = c.get('clock')();
    await spendPerAddress(c, REGISTRATION, THROTTLE.requestsPerAddress);
    const { organisation, scope, settings } = await openForSignUp(db, organisationHeader(c.req.header('organisation')));
    const body = await readBody(c, RegistrationPayload);
    if (!isSignUpVerified(c.get('signingKey'), body.verification_token, body.email, now)) {
      throw new HttpError(422, VERIFICATION_INVALID, { code: 'verification_invalid', fields: { verification_token: VERIFICATION_INVALID } });
    }
    if (await hasMembership(db, scope, body.email)) throw emailTaken();

    // Without step 2 nothing was asked; an empty answer still needs a branch.
    const driver: DriverRegistration = body.driver ?? { costCentre: null };
    // Answers are checked against the choices step 2 offered (the branch's against the database, below).
    const askFields = await askFieldsFor(db, scope, settings);
    const fields = checkDriverDetails(askFields, driver, now);
    // With the sign-up's branch question optional (visibility rules) an unanswered one places the person at the first branch offered; whoever accepts them can move them.
    const offered = askFields.find((field) => field.alias === BRANCH_ALIAS);
    const fallback = offered && !isAskFieldRequired(offered) ? parseQueryPk(offered.options?.[0]?.value ?? '') : null;
    const branchId = driver.branch?.pk ?? fallback ?? undefined;
    if (branchId !== undefined && !fields[driverField('branch')] && !(await isRegistrableBranch(db, scope, branchId))) {
      fields[driverField('branch')] = messages.field.invalid;
    }
    if (Object.keys(fields).length > 0 || branchId === undefined) throw badRequest(messages.request.invalid, { fields });

    const registered = await registerDriver(
      db,
      scope,
      {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        branchId,
        driver,
        autoAccept: settings.autoAccept,
      },
      now,
    );
    const context = { db, mailer: c.get('mailer'), signingKey: c.get('signingKey'), publicUrl: c.get('config').publicUrl, now };
    await announceRegistration(
      context,
      scope,
      organisation,
      { ...registered, email: body.email.trim(), name: `${body.first_name.trim()} ${body.last_name.trim()}` },
      settings.autoAccept,
    );
    const answer: RegistrationResult = { is_auto_accepted: settings.autoAccept, message: messages.signUp.userCreated };
    return c.json(answer, 201);
  });
