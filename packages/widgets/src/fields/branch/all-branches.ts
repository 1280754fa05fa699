import { branchListCalls, type Branch, type ListBranchesQuery, type Requester } from '@motorpool/api';

/** Every branch and hub, a page of 100 at a time (the server's largest), ordered by name. */
export async function allBranches(request: Requester, query: ListBranchesQuery = {}): Promise<Branch[]> {
  const { listBranches } = branchListCalls(request);
  const found: Branch[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listBranches({ ...query, ordering: 'name', page, page_size: 100 });
    found.push(...list.results);
    if (!list.next_page || list.results.length === 0) return found;
  }
}
