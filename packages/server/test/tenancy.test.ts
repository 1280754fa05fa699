import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { Branch, listOf, messages } from '@motorpool/api';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const BRANCHES = '/api/v1/tfm/branches/';

async function branchesOf(token: string, query = '') {
  const response = await harness.call('GET', `${BRANCHES}${query}`, { token });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, listOf(Branch));
  return body;
}

describe('organisation scoping', () => {
  it("lists only the caller's organisation's branches", async () => {
    const demo = await branchesOf(await harness.login('admin@demo.fleet'));
    expect(demo.results.map((branch) => branch.name)).toEqual(['Parramatta', 'Sydney Central', 'Sydney Hub']);
    expect(demo.count).toBe(3);
    expect(demo.next_page).toBeNull();
  });

  it("answers 404 when organisation A's user asks for organisation B's branch", async () => {
    const fleetShareToken = await harness.login('multi@demo.fleet', 2);
    const [fleetShareBranch] = (await branchesOf(fleetShareToken)).results;
    expect(fleetShareBranch?.name).toBe('Harbour City Depot');

    const demoAdmin = await harness.login('admin@demo.fleet');
    const response = await harness.call('GET', `${BRANCHES}${fleetShareBranch?.pk}/`, { token: demoAdmin });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { title: messages.request.notFound } });

    const own = await harness.call('GET', `${BRANCHES}${fleetShareBranch?.pk}/`, { token: fleetShareToken });
    expect(own.status).toBe(200);
  });

  it('pages, orders and filters within the organisation', async () => {
    const token = await harness.login('admin@demo.fleet');
    const firstPage = await branchesOf(token, '?page_size=2&ordering=-name');
    expect(firstPage.results.map((branch) => branch.name)).toEqual(['Sydney Hub', 'Sydney Central']);
    expect(firstPage.next_page).toBe(2);
    const search = await branchesOf(token, '?search=parra');
    expect(search.results.map((branch) => branch.name)).toEqual(['Parramatta']);
  });

  it.each(['?page=0', '?page_size=1000', '?ordering=password', '?is_active=maybe'])('answers a bad query %s with 400', async (query) => {
    const response = await harness.call('GET', `${BRANCHES}${query}`, { token: await harness.login('admin@demo.fleet') });
    expect(response.status).toBe(400);
  });

  it('asks a system admin without an organisation to pick one', async () => {
    const response = await harness.call('GET', BRANCHES, { token: await harness.login('sysadmin@demo.fleet') });
    expect(response.status).toBe(400);
  });
});

describe('unknown routes and health', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await harness.call('GET', '/api/v1/tfm/no-such-thing/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { title: messages.request.notFound } });
  });

  it('reports health when the database answers', async () => {
    const response = await harness.call('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
