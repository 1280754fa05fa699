import type { Profile } from '@motorpool/api';
import { useId, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from '../ui/icon/Icon';
import { NavLink, type NavigateTo } from '../element/navigation/NavLink';
import { moveFocusWithin, usePopup } from './popup';
import type { SidebarProps } from './Sidebar';
import * as styles from './Sidebar.css';
import { canOpenCompanySettings, canSwitchBranch, canSwitchHub, displayName, type SidebarPlacement } from './sidebar-rules';
import * as barStyles from './TopMenuBar.css';
import { visuallyHidden } from '../ui/visually-hidden.css';

export type Choice = { pk: number; name: string };

export type UserMenuProps = {
  profile: Profile;
  collapsed: boolean;
  /** At the top bar's right end: the avatar and name, the menu opening under them with arrow keys moving through it. */
  placement?: SidebarPlacement;
  /** Organisations a system admin may switch to. */
  organisationOptions: readonly Choice[];
  onSwitchOrganisation?: (pk: number) => void;
  onSwitchHub?: (pk: number) => void;
  onSwitchBranch?: (pk: number) => void;
  /** A switch is under way: the choices wait. */
  switching: boolean;
  onNavigate?: NavigateTo;
};

const initials = (profile: Profile) => ((profile.first_name.charAt(0) + profile.last_name.charAt(0)).trim() || profile.email.charAt(0)).toUpperCase();

/** Own branch first, then the additional ones, each once (spec §3: the user's branch is a switch target too). */
function withOwnBranch(own: Choice | null, others: readonly Choice[] | undefined): Choice[] {
  const all = own ? [own, ...(others ?? [])] : [...(others ?? [])];
  return all.filter((choice, index) => all.findIndex((other) => other.pk === choice.pk) === index);
}

/** The user drop menu of a sidebar with a signed-in profile, with the switches the sidebar was given. */
export function SidebarUserMenu({ sidebar, collapsed, placement }: { sidebar: SidebarProps; collapsed: boolean; placement?: SidebarPlacement }) {
  const { profile, organisationOptions = [], onSwitchOrganisation, onSwitchHub, onSwitchBranch, switching = false, onNavigate } = sidebar;
  if (!profile) return null;
  return (
    <UserMenu
      profile={profile}
      collapsed={collapsed}
      placement={placement}
      organisationOptions={organisationOptions}
      onSwitchOrganisation={onSwitchOrganisation}
      onSwitchHub={onSwitchHub}
      onSwitchBranch={onSwitchBranch}
      switching={switching}
      onNavigate={onNavigate}
    />
  );
}

/** The user drop menu (spec §2): who is signed in, switching, Profile, Company Settings, Sign out. */
export function UserMenu({
  profile,
  collapsed,
  placement = 'side',
  organisationOptions,
  onSwitchOrganisation,
  onSwitchHub,
  onSwitchBranch,
  switching,
  onNavigate,
}: UserMenuProps) {
  const id = useId();
  const { open, setOpen, close, rootRef, buttonRef, rootProps } = usePopup<HTMLDivElement>(true);
  const top = placement === 'top';
  const name = displayName(profile);
  const role = profile.is_system_admin ? 'System Admin' : (profile.role?.name ?? null);
  const choose = (handler: (pk: number) => void) => (pk: number) => {
    close();
    handler(pk);
  };
  // Hub and branch are both a move of the membership's branch, among its own and the additional ones.
  const placeSwitches = [
    { label: 'Switch Hub', onSwitch: onSwitchHub, allowed: canSwitchHub(profile), others: profile.additional_hubs },
    { label: 'Switch Branch', onSwitch: onSwitchBranch, allowed: canSwitchBranch(profile), others: profile.additional_branches },
  ];

  return (
    <div ref={rootRef} className={styles.entry} {...rootProps}>
      <button
        ref={buttonRef}
        type="button"
        className={top ? barStyles.userButton : collapsed ? styles.userButtonCollapsed : styles.userButton}
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        // Collapsed, only the initials show: the label names the menu. Otherwise the visible text is the name (axe: label-content-name-mismatch).
        aria-label={collapsed && !top ? `Account menu for ${name}` : undefined}
        onClick={() => setOpen(!open)}
      >
        {(top || !collapsed) && <span className={visuallyHidden}>Account menu for </span>}
        {profile.profile_image ? (
          <img className={styles.avatar} src={profile.profile_image} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(profile)}
          </span>
        )}
        {top ? (
          <>
            <span className={barStyles.userName}>{name}</span>
            <Icon name="chevron" size={16} className={open ? barStyles.chevronOpen : barStyles.chevron} />
          </>
        ) : (
          !collapsed && (
            <span className={styles.userText}>
              <span className={styles.userName}>{name}</span>
              {/* A space between the lines, so the name read out is "… Alex Admin Admin", not "Alex AdminAdmin". */}
              {role && ' '}
              {role && <span className={styles.userRole}>{role}</span>}
            </span>
          )
        )}
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the arrow keys come from the panel's links and buttons; one handler on the panel moves between them
        // biome-ignore lint/a11y/useSemanticElements: the account panel's links and buttons, not a form's fields; a fieldset would bring a border and legend
        <div
          id={`${id}-menu`}
          className={top ? barStyles.panel : styles.panel}
          role="group"
          aria-label="Account"
          data-popup
          onKeyDown={top ? (event: KeyboardEvent<HTMLDivElement>) => moveFocusWithin(event.currentTarget, event) : undefined}
        >
          <div className={styles.menuHeader}>
            <strong>{name}</strong>
            <span className={styles.menuMuted}>{profile.email}</span>
            {role && <span className={styles.menuMuted}>{role}</span>}
            {profile.current_organisation && <span className={styles.menuMuted}>{profile.current_organisation.name}</span>}
          </div>
          {profile.is_system_admin && onSwitchOrganisation && organisationOptions.length > 0 && (
            <ChoiceSection
              label="Switch Organisation"
              icon="organisation"
              choices={organisationOptions}
              currentPk={profile.current_organisation?.pk ?? null}
              disabled={switching}
              onChoose={choose(onSwitchOrganisation)}
            />
          )}
          {placeSwitches.map(
            ({ label, onSwitch, allowed, others }) =>
              onSwitch &&
              allowed && (
                <ChoiceSection
                  key={label}
                  label={label}
                  icon="branches"
                  choices={withOwnBranch(profile.branch, others)}
                  currentPk={profile.branch?.pk ?? null}
                  disabled={switching}
                  onChoose={choose(onSwitch)}
                />
              ),
          )}
          <ul className={styles.list}>
            <MenuLink href="/profile" icon="user" label="Profile" onNavigate={onNavigate} onFollow={close} />
            {canOpenCompanySettings(profile) && (
              <MenuLink href="/company-settings" icon="settings" label="Company Settings" onNavigate={onNavigate} onFollow={close} />
            )}
            <MenuLink href="/logout" icon="logout" label="Sign out" onNavigate={onNavigate} onFollow={close} />
          </ul>
        </div>
      )}
    </div>
  );
}

function MenuLink({ href, icon, label, onNavigate, onFollow }: { href: string; icon: IconName; label: string; onNavigate?: NavigateTo; onFollow: () => void }) {
  return (
    <li>
      <NavLink href={href} onNavigate={onNavigate} className={styles.menuItem} onClick={onFollow}>
        <Icon name={icon} size={18} className={styles.entryIcon} />
        <span className={styles.entryLabel}>{label}</span>
      </NavLink>
    </li>
  );
}

/** Past this many choices a filter box helps (a system admin sees every organisation). */
const FILTER_FROM = 7;

function ChoiceSection({
  label,
  icon,
  choices,
  currentPk,
  disabled,
  onChoose,
}: {
  label: string;
  icon: IconName;
  choices: readonly Choice[];
  currentPk: number | null;
  disabled: boolean;
  onChoose: (pk: number) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const shown = choices.filter((choice) => choice.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <div className={styles.menuSection}>
      <button type="button" className={styles.menuItem} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
        <Icon name={icon} size={18} className={styles.entryIcon} />
        <span className={styles.entryLabel}>{label}</span>
        <Icon name="chevron" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && choices.length >= FILTER_FROM && (
        <input
          type="search"
          className={styles.filter}
          aria-label={`Filter ${label.replace(/^Switch /, '').toLowerCase()}s`}
          placeholder="Filter…"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <ul id={`${id}-list`} className={styles.choiceList} hidden={!open} aria-label={label}>
        {shown.map((choice) => {
          const current = choice.pk === currentPk;
          return (
            <li key={choice.pk}>
              <button
                type="button"
                className={styles.choice}
                aria-current={current || undefined}
                disabled={disabled || current}
                onClick={() => onChoose(choice.pk)}
              >
                <span className={styles.entryLabel}>{choice.name}</span>
                {current && <span className={styles.menuMuted}>current</span>}
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className={styles.menuMuted}>No match</li>}
      </ul>
    </div>
  );
}
