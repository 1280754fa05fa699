import type { ApiClient, Branch, ListBranchesQuery } from '@motorpool/api';

/** Every branch and hub, a page of 100 at a time (the server's largest), ordered by name. */
export async function allBranches(tfm: ApiClient['tfm'], query: ListBranchesQuery = {}): Promise<Branch[]> {
  const found: Branch[] = [];
  for (let page = 1; ; page += 1) {
    const list = await tfm.listBranches({ ...query, ordering: 'name', page, page_size: 100 });
    found.push(...list.results);
    if (!list.next_page || list.results.length === 0) return found;
  }
}
