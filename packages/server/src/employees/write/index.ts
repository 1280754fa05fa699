// A member save is a pipeline read top to bottom in save.ts (parse, resolve, check, plan, persist); the import runs the same check step per row.
export { checkAccess, checkChange, type CheckSubject, type MemberFacts } from './check';
export type { WriteKind } from './parse';
export { replaceDepartments, replaceRecipients, updateMember } from './persist';
export { earliestToday, plan, sortedIds, type CurrentState, type Planned } from './plan';
export { saveEmployeeOrThrow, type Activation, type SaveSuccess } from './save';
