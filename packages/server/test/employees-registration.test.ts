import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ADDITIONAL_BRANCHES_GROUP, messages, type DriverRegistration, type Employee } from '@motorpool/api';
import { costCentres, departments, employeeDepartments, employeeExtensions, employeeTagValues, tagGroups, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { branchOptions, DEMO_FLEET, demoFleetDriver, errorsOf, FLEET_SHARE, inYears, register, TFM } from './sign-up-flow';

let harness: Harness;
let sydneyCentral: number;
let parramatta: number;
const demo = { departments: new Map<string, number>(), costCentres: new Map<string, number>() };
let fleetShareCostCentre: number;

beforeAll(async () => {
  harness = await createHarness({ env: { REGISTRATION_ENABLED: 'true', TRUST_PROXY: 'true' } });
  const demoBranches = await branchOptions(harness, DEMO_FLEET);
  sydneyCentral = demoBranches.get('Sydney Central') ?? 0;
  parramatta = demoBranches.get('Parramatta') ?? 0;
  for (const row of await harness.db.select().from(departments).where(eq(departments.organisationId, DEMO_FLEET))) demo.departments.set(row.name, row.id);
  for (const row of await harness.db.select().from(costCentres)) {
    if (row.organisationId === DEMO_FLEET) demo.costCentres.set(row.name, row.id);
    else if (row.organisationId === FLEET_SHARE) fleetShareCostCentre = row.id;
  }
});
afterAll(() => harness.close());

async function memberOf(email: string) {
  const [row] = await harness.db
    .select({ extension: employeeExtensions })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.extension;
}

describe('sign-up driver details land on the membership', () => {
  it('stores licence, HR details, departments, cost centre and custom fields', async () => {
    const email = 'detailed.driver@example.com';
    const expiry = inYears(2);
    const response = await register(
      harness,
      DEMO_FLEET,
      email,
      demoFleetDriver(sydneyCentral, {
        dateOfBirth: '1992-08-09T00:00:00.000Z',
        licenseValidUpto: expiry,
        licenseCountryOfIssue: 'Australia',
        licenseState: 'NSW',
        licenseClass: ['C', 'LR'],
        departments: ['sales', { pk: demo.departments.get('Finance') }, String(demo.departments.get('Operations'))],
        costCentre: { pk: demo.costCentres.get('CC-200 Sales') ?? 0 },
        manager: ' admin@demo.fleet ',
        employeeId: ' REG-1 ',
        user_tags: [
          { tag_group_name: 'Uniform Size', value: 'L' },
          { tag_group_name: 'Security Clearance', value: ['NV1'] },
        ],
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);

    const extension = await memberOf(email);
    expect(extension).toMatchObject({
      status: 'Pending Approval',
      employeeId: 'REG-1',
      manager: 'admin@demo.fleet',
      dateOfBirth: '1992-08-09',
      licenseNumber: 'NSW1234567',
      licenseClass: ['C', 'LR'],
      licenseCountryOfIssue: 'Australia',
      licenseState: 'NSW',
      licenseValidUpto: expiry,
      costCentreId: demo.costCentres.get('CC-200 Sales'),
    });
    const departmentIds = (
      await harness.db
        .select()
        .from(employeeDepartments)
        .where(eq(employeeDepartments.employeeExtensionId, extension?.id ?? 0))
    ).map((row) => row.departmentId);
    expect(departmentIds.sort()).toEqual([...demo.departments.values()].sort());
    const tags = await harness.db
      .select({ name: tagGroups.tagGroupName, value: employeeTagValues.value })
      .from(employeeTagValues)
      .innerJoin(tagGroups, eq(tagGroups.id, employeeTagValues.tagGroupId))
      .where(eq(employeeTagValues.employeeExtensionId, extension?.id ?? 0));
    expect(Object.fromEntries(tags.map((tag) => [tag.name, tag.value]))).toEqual({ 'Uniform Size': ['L'], 'Security Clearance': ['NV1'] });

    // The administrator sees them in the users table.
    const token = await harness.login('admin@demo.fleet');
    const listed = (await (await harness.call('GET', `${TFM}/employees-extensions/${extension?.id}/`, { token })).json()) as Employee;
    expect(listed.employee_details?.employees_extension).toMatchObject({
      cost_centre: { name: 'CC-200 Sales' },
      license_status: 'Valid',
      date_of_birth: { formated: '09/08/1992' },
    });
  });

  it.each<[string, () => Partial<DriverRegistration>, Record<string, string>]>([
    ['an unknown department', () => ({ departments: ['Marketing'] }), { 'driver.departments': messages.field.invalid }],
    ["another organisation's cost centre", () => ({ costCentre: fleetShareCostCentre }), { 'driver.costCentre': messages.field.invalid }],
    ['an Employee ID in use', () => ({ employeeId: 'emp002' }), { 'driver.employeeId': messages.userForm.employeeIdInUse }],
    [
      'a custom field option that does not exist',
      () => ({ user_tags: [{ tag_group_name: 'Uniform Size', value: 'XXL' }] }),
      { 'driver.user_tags.Uniform Size': 'XXL is not one of the options' },
    ],
    [
      'associating oneself with another branch (an administrator does that)',
      () => ({ user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(parramatta)] }] }),
      { [`driver.user_tags.${ADDITIONAL_BRANCHES_GROUP}`]: messages.userForm.associationLocked },
    ],
  ])('refuses %s', async (_case, overrides, fields) => {
    const email = `refused.${Object.keys(fields)[0]?.replace(/\W/g, '').slice(0, 24)}@example.com`;
    const response = await register(harness, DEMO_FLEET, email, demoFleetDriver(sydneyCentral, overrides()));
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual(fields);
    expect(await memberOf(email)).toBeUndefined();
  });
});
