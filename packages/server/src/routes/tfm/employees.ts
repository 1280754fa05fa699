import type { Context } from 'hono';
import { Hono } from 'hono';
import { messages, todayIso, type Employee, type EmployeeInvited, type MessageResponse } from '@motorpool/api';
import { assign, optional, string, type } from 'superstruct';
import type { AppEnv } from '../../app-env';
import { callerScope } from './employee-caller';
import { clearSignInLock } from '../../accounts/throttles';
import { authenticate } from '../../auth/authenticate';
import { accountsHeldByHolders } from '../../employees/checks';
import { sendPasswordReset, sendWelcome, type EmployeeMailContext } from '../../employees/mail';
import { employeePage, parseEmployeeListQuery } from '../../employees/list-query';
import { mayViewEmployees, type Actor } from '../../employees/permissions';
import { loadEmployeeRow, loadEmployeeRows, ownEmployeeId } from '../../employees/rows';
import { searchMembers } from '../../employees/search';
import { serializeEmployees, toSearchResult } from '../../employees/serialize';
import { deleteEmployee, reactivateEmployee, resetPasswordTarget } from '../../employees/status';
import { validateEmployeeFields, ValidationQuery } from '../../employees/validate';
import { saveEmployeeOrThrow, type SaveSuccess, type WriteKind } from '../../employees/write';
import { issueInvitation } from '../../invitations/invitations';
import { employeeTransferRoutes, usersExport } from './employee-transfer';
import { inviteContext, inviterOf } from './invitations';
import { forbidden, notFound } from '../../http/errors';
import { pathKey, readJson } from '../../http/input';
import { listEnvelope } from '../../http/pagination';
import { pageOf, PageQuery, queryFlagParameter, QueryText, readQuery } from '../../http/query';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';

function mailContext(c: Context<AppEnv>): EmployeeMailContext {
  return { db: c.get('db'), mailer: c.get('mailer'), signingKey: c.get('signingKey'), publicUrl: c.get('config').publicUrl, now: c.get('clock')() };
}

const MemberQuery = type({ is_deleted: queryFlagParameter('is_deleted') });
const SearchQuery = assign(
  type({ search: optional(string()), email: optional(string()), employee_id: optional(string()), role: optional(string()) }),
  PageQuery,
);

/** One member as the Employee response, as the caller may see it, saying whether the account's own fields are its holder's. */
async function employeeResponse(c: Context<AppEnv>, scope: OrganisationScope, actor: Actor, pk: number, includeDeleted = false): Promise<Employee> {
  const db = c.get('db');
  const row = await loadEmployeeRow(db, scope, pk, { includeDeleted });
  if (!row) throw notFound();
  if (row.user.id !== actor.userId && !mayViewEmployees(actor.permissions)) throw forbidden();
  const [[employee], held] = await Promise.all([serializeEmployees(db, scope, actor, [row]), accountsHeldByHolders(db, scope, [row.user.id])]);
  if (!employee) throw notFound();
  return { ...employee, account_managed_by_holder: row.user.id !== actor.userId && held.has(row.user.id) };
}

/** Saves one payload in a transaction, then sends the activation link a new account needs (after commit, so no mail for a rolled-back save). */
async function save(c: Context<AppEnv>, kind: WriteKind, pk: number | null): Promise<{ saved: SaveSuccess; scope: OrganisationScope; actor: Actor }> {
  const { scope, actor } = callerScope(c);
  const body = await readJson(c);
  const saved = await c.get('db').transaction((tx) => saveEmployeeOrThrow(tx, scope, actor, kind, body, { pk }));
  if (saved.activation) await sendWelcome(mailContext(c), scope, saved.activation);
  return { saved, scope, actor };
}

/**
 * The saved member, or for an account already in use (202) the invitation it
 * was sent instead, answered without a word about the account.
 */
async function savedResponse(c: Context<AppEnv>, kind: WriteKind, pk: number | null) {
  const { saved, scope, actor } = await save(c, kind, pk);
  if (saved.invitation) {
    await issueInvitation(inviteContext(c), scope, inviterOf(c), saved.invitation);
    const answer: EmployeeInvited = { message: messages.invite.awaitingAcceptance, invited: true };
    return c.json(answer, 202);
  }
  if (saved.extensionId === null) throw new Error('a save that wrote nothing has no member to answer with');
  return c.json(await employeeResponse(c, scope, actor, saved.extensionId), saved.created ? 201 : 200);
}

/**
 * `/api/v1/tfm/…` employees-extensions calls of spec §7: the users table,
 * the user forms and their on-blur checks, delete, reactivation and the
 * reset-password action. Every query is scoped to the caller's organisation;
 * every rule of spec §6 is decided in src/employees/permissions.ts.
 */
export const employeeRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .route('/', employeeTransferRoutes)
  .get('/', async (c) => {
    // is_export=csv|xlsx: the whole filtered list as a streamed file (routes/tfm/employee-transfer.ts).
    const text = readQuery(c, QueryText);
    if (text.is_export !== undefined) return usersExport(c);
    const { scope, actor } = callerScope(c);
    const query = parseEmployeeListQuery(text);
    // Pickers (reminder recipients) may look people up by name; the table itself is for those who manage users.
    const lightLookup = query.ignoreSerialize && Object.keys(query.filters).length === 0 && query.tagFilters.length === 0 && !query.includeDeleted;
    if (!lightLookup && !mayViewEmployees(actor.permissions)) throw forbidden();
    const db = c.get('db');
    const { ids, total } = await employeePage(db, scope, query, todayIso(actor.now));
    const rows = await loadEmployeeRows(db, scope, ids);
    const results = query.ignoreSerialize ? rows.map(toSearchResult) : await serializeEmployees(db, scope, actor, rows);
    return c.json(listEnvelope<unknown>(results, total, query.page));
  })
  .post('/', (c) => savedResponse(c, 'employee', null))
  .get('/get-profile/', async (c) => {
    const { scope, actor } = callerScope(c);
    const pk = await ownEmployeeId(c.get('db'), scope, actor.userId);
    if (pk === null) throw notFound();
    return c.json(await employeeResponse(c, scope, actor, pk));
  })
  .get('/search/', async (c) => {
    const { scope } = callerScope(c);
    const { search, email, employee_id, role, ...pageQuery } = readQuery(c, SearchQuery);
    const page = pageOf(pageQuery);
    const { rows, total } = await searchMembers(c.get('db'), scope, { search, email, employee_id, role }, page);
    return c.json(listEnvelope(rows, total, page));
  })
  .get('/:pk/', async (c) => {
    const { scope, actor } = callerScope(c);
    const pk = pathKey(c.req.param('pk'));
    return c.json(await employeeResponse(c, scope, actor, pk, readQuery(c, MemberQuery).is_deleted ?? false));
  })
  .put('/:pk/', (c) => savedResponse(c, 'employee', pathKey(c.req.param('pk'))))
  .delete('/:pk/', async (c) => {
    const { scope, actor } = callerScope(c);
    await deleteEmployee(c.get('db'), scope, actor, pathKey(c.req.param('pk')));
    const answer: MessageResponse = { message: messages.userForm.deleted };
    return c.json(answer);
  })
  .post('/:pk/reset-password/', async (c) => {
    const { scope } = callerScope(c);
    const user = await resetPasswordTarget(c.get('db'), scope, pathKey(c.req.param('pk')));
    await sendPasswordReset(mailContext(c), scope, user);
    const answer: MessageResponse = { message: messages.userForm.resetSent };
    return c.json(answer);
  })
  /** Lifts a member's paused sign-in: the same rule as the reset-password action (employee_activate, a member who is not deleted). */
  .post('/:pk/unlock/', async (c) => {
    const { scope } = callerScope(c);
    const user = await resetPasswordTarget(c.get('db'), scope, pathKey(c.req.param('pk')));
    await clearSignInLock(c.get('db'), user.email);
    const answer: MessageResponse = { message: messages.userForm.signInUnlocked };
    return c.json(answer);
  })
  .post('/:pk/reactivate/', async (c) => {
    const { scope, actor } = callerScope(c);
    const pk = pathKey(c.req.param('pk'));
    await reactivateEmployee(c.get('db'), scope, pk, actor.now);
    return c.json(await employeeResponse(c, scope, actor, pk));
  });

/** `update-extension/:pk/`: the member save of the `extension` kind (employees/write.ts decides what it may change). */
export const extensionUpdateRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .put('/:pk/', (c) => savedResponse(c, 'extension', pathKey(c.req.param('pk'))));

/** `update-driver-extension/:pk/`: the member save of the `driver` kind. */
export const driverExtensionUpdateRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .put('/:pk/', (c) => savedResponse(c, 'driver', pathKey(c.req.param('pk'))));

/** `update-email-phone/:pk/`: the member save of the `email-phone` kind. */
export const emailPhoneUpdateRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .put('/:pk/', (c) => savedResponse(c, 'email-phone', pathKey(c.req.param('pk'))));

/** `employee/validate/`: the user form's on-blur checks (line manager, email, Employee ID; employees/validate.ts). */
export const employeeValidationRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const { scope } = callerScope(c);
  return c.json(await validateEmployeeFields(c.get('db'), scope, readQuery(c, ValidationQuery)));
});
