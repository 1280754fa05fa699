import type { PermissionItem } from '@motorpool/api';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Icon, isIconName } from '../ui/icon/Icon';
import { NavLink, type NavigateTo } from '../element/navigation/NavLink';
import { Button, buttonClassName } from '../ui/button/Button';
import { useDismiss } from '../ui/popover/use-dismiss';
import { Tooltip } from '../ui/tooltip/Tooltip';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './HeadingBar.css';
import { MoreActionsMenu } from './MoreActionsMenu';
import { usePhoneScreen } from '../theme/use-phone-screen';
import {
  addUserOptions,
  CUSTOM_FLEET_ADD_USER_LABEL,
  exportSettings,
  isAddUserButton,
  drawsControl,
  isCustomFleet,
  isRefreshStateOfCharge,
  isTabType,
  phoneActions,
  REFRESH_STATE_OF_CHARGE,
  REFRESH_STATE_OF_CHARGE_LABEL,
  REFRESH_STATE_OF_CHARGE_TOOLTIP,
  resolveCrumbs,
  type Crumb,
  type ExportRequest,
  type TabType,
} from './heading-rules';

export type HeadingBarProps = {
  /** The page's place, outermost first; the last one is the title. */
  crumbs: readonly Crumb[];
  /** Route parameters, for crumbs written `:name`. */
  params?: Readonly<Record<string, string | undefined>>;
  /** The open tab's label, shown instead of the last crumb. */
  tabLabel?: string | null;
  subtitle?: string | null;
  /** The page's permission items (`getPermissionItems(pageKey).results`), in the server's order. */
  items?: readonly PermissionItem[];
  /** The organisation's industry; CustomFleet changes the add-user button and shows refresh-state-of-charge. */
  industry?: string | null;
  /** Add pages have no tasks, documents, notes or audits tabs yet. */
  isAddPage?: boolean;
  /** The tab open now; null for the page itself. */
  activeTab?: TabType | null;
  /** A tab was chosen, or the open one chosen again to close it (null). */
  onTabChange?: (tab: TabType | null) => void;
  /** Follows links in the host's router; a plain page load without it (or when it returns `false`). */
  onNavigate?: NavigateTo;
  onExport?: (request: ExportRequest) => void;
  /** An emitter button was pressed: its `name` and `extra_data`. */
  onEmit?: (name: string, extraData: Record<string, unknown> | null) => void;
  theme?: ThemeName;
};

const label = (format: string) => format.toUpperCase();

/** The heading bar's actions are toolbar-sized: the one main action filled, the others outlined in grey. */
const primaryProps = { size: 'small' } as const;
const secondaryProps = { tone: 'neutral', variant: 'outline', size: 'small' } as const;
// Imports and navigation buttons go to a page, so they are links dressed as buttons.
const primaryLook = buttonClassName(primaryProps);
const secondaryLook = buttonClassName(secondaryProps);

const itemIcon = (icon: string | null | undefined) => (icon && isIconName(icon) ? <Icon name={icon} size={16} /> : null);

/**
 * The bar at the top of every page (spec §2), without any HTTP: breadcrumbs,
 * title, subtitle and the page's permission-item buttons (spec §3).
 */
export function HeadingBar({
  crumbs,
  params,
  tabLabel,
  subtitle,
  items = [],
  industry,
  isAddPage = false,
  activeTab = null,
  onTabChange,
  onNavigate,
  onExport,
  onEmit,
  theme,
}: HeadingBarProps) {
  const resolved = resolveCrumbs(crumbs, params, tabLabel);
  const title = resolved.at(-1)?.label ?? '';
  const customFleet = isCustomFleet(industry);
  const tabs = isAddPage ? [] : items.filter((item) => isTabType(item.type));
  const emit = (item: PermissionItem) => onEmit?.(item.name, item.extra_data ?? null);
  const actions = items.filter((item) => !isTabType(item.type) && drawsControl(item, customFleet));
  const phone = usePhoneScreen();
  const { inline, folded } = phone ? phoneActions(actions) : { inline: actions, folded: [] };

  const button = (item: PermissionItem, index: number): ReactNode => {
    const key = `${item.type}-${item.name}-${index}`;
    switch (item.type) {
      case 'table_export':
        return <ExportMenu key={key} item={item} onExport={onExport} />;
      case 'table_import':
        return item.url ? (
          <NavLink key={key} href={item.url} onNavigate={onNavigate} className={secondaryLook}>
            {itemIcon(item.icon)}
            {item.name}
          </NavLink>
        ) : (
          <Button
            key={key}
            tone="neutral"
            variant="outline"
            size="small"
            // Spec §2: an import with nowhere to go is a configuration fault, reported to the console only.
            onClick={() => console.error(`Heading bar: the import "${item.name}" has no url configured.`)}
          >
            {itemIcon(item.icon)}
            {item.name}
          </Button>
        );
      case 'navigation_button':
        if (isAddUserButton(item)) return <AddUserButton key={key} item={item} customFleet={customFleet} onNavigate={onNavigate} />;
        return item.url ? (
          <NavLink key={key} href={item.url} onNavigate={onNavigate} className={secondaryLook}>
            {itemIcon(item.icon)}
            {item.name}
          </NavLink>
        ) : null;
      case 'emitter':
        if (isRefreshStateOfCharge(item)) {
          return customFleet ? (
            <Tooltip key={key} text={REFRESH_STATE_OF_CHARGE_TOOLTIP}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={REFRESH_STATE_OF_CHARGE_LABEL}
                onClick={() => onEmit?.(REFRESH_STATE_OF_CHARGE, item.extra_data ?? null)}
              >
                <Icon name="refresh" size={18} />
              </button>
            </Tooltip>
          ) : null;
        }
        return (
          <Button key={key} tone="neutral" variant="outline" size="small" onClick={() => emit(item)}>
            {itemIcon(item.icon)}
            {item.name}
          </Button>
        );
      default:
        return null;
    }
  };

  return (
    <header part="base" className={styles.root} data-motorpool-theme={theme}>
      <div className={styles.titleBlock}>
        {resolved.length > 1 && (
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              {resolved.map((crumb, index) => {
                const last = index === resolved.length - 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the trail: labels may repeat and the trail never reorders.
                  <li key={index} className={styles.crumb}>
                    {index > 0 && (
                      <span className={styles.separator} aria-hidden="true">
                        /
                      </span>
                    )}
                    {last ? (
                      <span className={styles.currentCrumb} aria-current="page">
                        {crumb.label}
                      </span>
                    ) : crumb.href ? (
                      <NavLink href={crumb.href} onNavigate={onNavigate} className={styles.crumbLink}>
                        {crumb.label}
                      </NavLink>
                    ) : (
                      <span>{crumb.label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <h1 part="heading" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {(actions.length > 0 || tabs.length > 0) && (
        <div part="actions" className={styles.actions}>
          {tabs.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: section buttons in the heading bar, not a form's fields; a fieldset would bring a border and legend.
            <div role="group" aria-label="Sections" className={styles.tabs}>
              {tabs.map((item) => {
                const tab = item.type as TabType;
                const pressed = activeTab === tab;
                return (
                  <button key={tab} type="button" className={styles.tab} aria-pressed={pressed} onClick={() => onTabChange?.(pressed ? null : tab)}>
                    {itemIcon(item.icon)}
                    {item.name}
                  </button>
                );
              })}
            </div>
          )}
          {inline.map(button)}
          {folded.length > 0 && <MoreActionsMenu items={folded} customFleet={customFleet} onNavigate={onNavigate} onExport={onExport} onEmit={onEmit} />}
        </div>
      )}
    </header>
  );
}

function DropDown({
  label: text,
  icon,
  variant,
  children,
}: {
  label: string;
  icon: ReactNode;
  variant: 'primary' | 'secondary';
  children: (close: () => void) => ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useDismiss(open, ref, close);
  return (
    <span ref={ref} className={styles.menuAnchor}>
      <Button
        {...(variant === 'primary' ? primaryProps : secondaryProps)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {text}
        <Icon name="chevron" size={14} />
      </Button>
      {open && (
        <ul id={id} className={styles.menu} aria-label={text}>
          {children(close)}
        </ul>
      )}
    </span>
  );
}

/** Spec §2: choose one of the permitted formats, then the export event with format, table and sync. */
function ExportMenu({ item, onExport }: { item: PermissionItem; onExport?: (request: ExportRequest) => void }) {
  const { formats, table, sync } = exportSettings(item);
  // Nothing permitted, nothing to offer.
  if (formats.length === 0) return null;
  return (
    <DropDown label={item.name} icon={itemIcon(item.icon)} variant="secondary">
      {(close) =>
        formats.map((format) => (
          <li key={format}>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                onExport?.({ format, table, sync });
              }}
            >
              {label(format)}
            </button>
          </li>
        ))
      }
    </DropDown>
  );
}

/** The users page's add button: 'New User' on CustomFleet, with the drop-down when the server gives options. */
function AddUserButton({ item, customFleet, onNavigate }: { item: PermissionItem; customFleet: boolean; onNavigate?: NavigateTo }) {
  const text = customFleet ? CUSTOM_FLEET_ADD_USER_LABEL : item.name;
  const options = customFleet ? addUserOptions(item) : [];
  if (options.length > 0) {
    return (
      <DropDown label={text} icon={itemIcon(item.icon)} variant="primary">
        {(close) =>
          options.map((option) => (
            <li key={option.heading}>
              <NavLink href={option.url} onNavigate={onNavigate} className={styles.menuItem} onClick={close}>
                <span className={styles.menuHeading}>{option.heading}</span>
                {option.subHeading && <span className={styles.menuSubHeading}>{option.subHeading}</span>}
              </NavLink>
            </li>
          ))
        }
      </DropDown>
    );
  }
  if (!item.url) return null;
  return (
    <NavLink href={item.url} onNavigate={onNavigate} className={primaryLook}>
      {itemIcon(item.icon)}
      {text}
    </NavLink>
  );
}
