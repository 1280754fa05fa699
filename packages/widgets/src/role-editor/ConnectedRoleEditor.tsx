import { callerOfProfile, isMotorpoolApiError, mayManageRoles, messages, roleCalls, type RoleDetail, type RoleWrite } from '@motorpool/api';
import { useEffect, useMemo, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { loadSessionProfile } from '../api/session-profile';
import { useSession } from '../session/session-store';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useTableClient } from '../ui/data-table/table-client';
import { ROLE_EDITOR_TEXT } from './role-editor-values';
import { RoleEditor, type RoleEditorStatus } from './RoleEditor';

export type ConnectedRoleEditorProps = {
  apiBase?: string;
  /** The role edited, or 'new' to add one. */
  roleId: number | 'new';
  /** Where the editor sends the person: back to the roles (null), or to the role just created. */
  onNavigate: (to: number | null) => void;
  theme?: ThemeName;
};

type Loaded = { status: RoleEditorStatus; role: RoleDetail | null; error: string | null };
type Feedback = { saving: boolean; saveError: string | null; fieldErrors: Record<string, string> | null; deleteError: string | null };
const NO_FEEDBACK: Feedback = { saving: false, saveError: null, fieldErrors: null, deleteError: null };

/**
 * `RoleEditor` wired to `tfm/roles/` with the shared session, with toasts.
 * After a save the viewer's own profile is read again: if they hold the role,
 * the sidebar, heading buttons and row actions follow its new permissions at
 * once (other members' pages read theirs when they next load).
 */
export function ConnectedRoleEditor({ apiBase, roleId, onNavigate, theme }: ConnectedRoleEditorProps) {
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => roleCalls(request), [request]);
  const profile = useSession((session) => session.profile);
  const [state, setState] = useState<Loaded>(() =>
    roleId === 'new' ? { status: 'ready', role: null, error: null } : { status: 'loading', role: null, error: null },
  );
  const [feedback, setFeedback] = useState<Feedback>(NO_FEEDBACK);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: token, organisation and attempt are what a new read is for
  useEffect(() => {
    setFeedback(NO_FEEDBACK);
    if (roleId === 'new') {
      setState({ status: 'ready', role: null, error: null });
      return;
    }
    if (!token) return;
    let current = true;
    setState({ status: 'loading', role: null, error: null });
    calls.getRole(roleId).then(
      (role) => current && setState({ status: 'ready', role, error: null }),
      (error: unknown) => current && setState({ status: 'error', role: null, error: failureTitle(error) }),
    );
    return () => {
      current = false;
    };
  }, [calls, roleId, token, organisation, attempt]);

  async function save(write: RoleWrite): Promise<boolean> {
    setFeedback({ ...NO_FEEDBACK, saving: true });
    try {
      const saved = roleId === 'new' ? await calls.createRole(write) : await calls.updateRole(roleId, write);
      setFeedback(NO_FEEDBACK);
      toast.success(roleId === 'new' ? ROLE_EDITOR_TEXT.created : ROLE_EDITOR_TEXT.saved);
      setState({ status: 'ready', role: saved, error: null });
      // The viewer's own permissions may have changed with the role.
      await loadSessionProfile(apiBase).catch(() => null);
      if (roleId === 'new') onNavigate(saved.pk);
      return true;
    } catch (error) {
      setFeedback({
        ...NO_FEEDBACK,
        saveError: failureTitle(error, messages.userForm.saveFailed),
        fieldErrors: isMotorpoolApiError(error) && error.fields && Object.keys(error.fields).length > 0 ? error.fields : null,
      });
      return false;
    }
  }

  async function remove(role: RoleDetail) {
    setFeedback(NO_FEEDBACK);
    try {
      await calls.deleteRole(role.pk);
      toast.success(ROLE_EDITOR_TEXT.deleted);
      onNavigate(null);
    } catch (error) {
      // A member took the role since it was read: the server's 409 says how many.
      setFeedback({ ...NO_FEEDBACK, deleteError: failureTitle(error) });
    }
  }

  return (
    <RoleEditor
      status={state.status}
      error={state.error}
      onRetry={() => setAttempt((value) => value + 1)}
      editing={state.role}
      canManage={mayManageRoles(callerOfProfile(profile))}
      saving={feedback.saving}
      saveError={feedback.saveError}
      saveFieldErrors={feedback.fieldErrors}
      deleteError={feedback.deleteError}
      onSave={save}
      onDelete={remove}
      onBack={() => onNavigate(null)}
      theme={theme}
    />
  );
}
