import type { SidebarItem } from '@motorpool/api';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigateTo } from '../element/navigation/NavLink';
import { focusablesIn, POPUP_SELECTOR } from './popup';
import { hasHelpEntries, HelpEntries } from './PanelEntry';
import type { SidebarProps } from './Sidebar';
import { SidebarEntry, SidebarGroupEntry } from './SidebarEntry';
import { MenuLoadFailure, MenuLoading, SidebarLogo, SwitchNoticeBanner } from './SidebarParts';
import { containsKey, menuGroups, splitTopBar, TOP_BAR_MORE_WIDTH } from './sidebar-rules';
import * as barStyles from './TopMenuBar.css';
import { SidebarUserMenu } from './UserMenu';

/**
 * The navigation as a bar across the page (spec §3 "navigation layout": top
 * menu bar): the logo, the left group's items in a row (those that fit, the
 * rest under 'More'), groups and 'More' as drop-downs, and at the right end
 * the help panels and the user drop menu. Left and Right arrows move between
 * the bar's controls.
 */
export function TopMenuBar(props: SidebarProps) {
  const { status, items = [], error, onRetry, helpDesk, userManualUrl, currentPath, onNavigate, notice, onDismissNotice, theme } = props;
  const { left, bottom, activeKey } = menuGroups(items, currentPath);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.closest(POPUP_SELECTOR)) return;
    const controls = focusablesIn(event.currentTarget).filter((control) => !control.closest(POPUP_SELECTOR));
    const at = controls.indexOf(target);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowRight' ? at + 1 : at - 1;
    controls[(next + controls.length) % controls.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the arrow keys come from the bar's links and buttons; one handler on the bar moves between them (WAI-ARIA disclosure navigation)
    <nav
      className={barStyles.root}
      data-motorpool-theme={theme}
      data-placement="top"
      aria-label="Main"
      aria-busy={status === 'loading' || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={barStyles.logo}>
        <SidebarLogo sidebar={props} compact={false} />
      </div>

      {status === 'loading' && <MenuLoading count={5} className={barStyles.status} placeholderClassName={barStyles.skeletonItem} />}

      {status === 'error' && (
        <div className={barStyles.status}>
          <MenuLoadFailure error={error} onRetry={onRetry} className={barStyles.failure} />
        </div>
      )}

      {status === 'ready' && <BarItems items={left} activeKey={activeKey} onNavigate={onNavigate} />}

      <div className={barStyles.end}>
        {status === 'ready' && hasHelpEntries({ items: bottom, helpDesk, userManualUrl }) && (
          <ul className={barStyles.help} aria-label="Help">
            <HelpEntries
              items={bottom}
              helpDesk={helpDesk}
              userManualUrl={userManualUrl}
              collapsed={false}
              placement="top"
              renderItem={(item) => <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={false} onNavigate={onNavigate} placement="top" />}
            />
          </ul>
        )}
        <SidebarUserMenu sidebar={props} collapsed={false} placement="top" />
      </div>

      {notice && <SwitchNoticeBanner notice={notice} onDismiss={onDismissNotice} className={barStyles.notice} />}
    </nav>
  );
}

type BarItemsProps = { items: readonly SidebarItem[]; activeKey: string | null; onNavigate?: NavigateTo };

function BarItems({ items, activeKey, onNavigate }: BarItemsProps) {
  const { rowRef, visible, more } = useFittingItems(items);
  return (
    <ul ref={rowRef} className={barStyles.items} aria-label="Menu">
      {visible.map((item) => (
        <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={false} onNavigate={onNavigate} placement="top" />
      ))}
      {more.length > 0 && (
        <SidebarGroupEntry
          label="More"
          icon="more"
          iconOnly={false}
          placement="top"
          alignEnd
          containsCurrent={more.some((item) => containsKey(item, activeKey))}
        >
          {more.map((item) => (
            <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={false} onNavigate={onNavigate} nested />
          ))}
        </SidebarGroupEntry>
      )}
    </ul>
  );
}

/**
 * Splits `items` into those the row has room for and the rest. Each item is
 * measured while it is in the row (before the browser paints), the row's
 * width whenever it or an item resizes (window, fonts loading).
 */
function useFittingItems(items: readonly SidebarItem[]) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [widths, setWidths] = useState<Readonly<Record<string, number>>>({});
  const [available, setAvailable] = useState(0);
  const [moreWidth, setMoreWidth] = useState(TOP_BAR_MORE_WIDTH);
  const [, remeasure] = useReducer((count: number) => count + 1, 0);
  const observer = useRef<ResizeObserver | null>(null);
  const { visible, more } = splitTopBar(items, (key) => widths[key], available, moreWidth);

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const entries = [...row.children] as HTMLElement[];
    const measured = new Map(visible.map((item, index) => [item.key, entries[index]?.getBoundingClientRect().width ?? 0]));
    setWidths((known) => ([...measured].some(([key, width]) => known[key] !== width) ? { ...known, ...Object.fromEntries(measured) } : known));
    const moreEntry = more.length > 0 ? entries[visible.length] : undefined;
    const measuredMore = moreEntry?.getBoundingClientRect().width ?? 0;
    if (measuredMore > 0) setMoreWidth(measuredMore);
    setAvailable(row.getBoundingClientRect().width);
    for (const entry of entries) observer.current?.observe(entry);
  });

  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(() => remeasure());
    resized.observe(row);
    observer.current = resized;
    // The items rendered before this effect ran are observed on the next measurement.
    remeasure();
    return () => {
      resized.disconnect();
      observer.current = null;
    };
  }, []);

  return { rowRef, visible, more };
}
