/*
 * The line icons the shell draws (24 × 24, stroked with the current colour).
 * Sidebar items name one in `icon`; a URL there is drawn as an image, and a
 * name not listed here as the label's first letter.
 */
const PATHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  board: 'M4 5h16v14H4zM9 5v14M15 5v14',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21v-1a7 7 0 0 1 14 0v1',
  bookings: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M8 17h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  vehicles: 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M7 13h1M16 13h1',
  branches: 'M12 3v6M12 9H5v5M12 9h7v5M3 14h4v6H3zM10 14h4v6h-4zM17 14h4v6h-4z',
  incidents: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 15H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 4V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 21 10h.1a2 2 0 1 1 0 4z',
  reports: 'M5 3h10l4 4v14H5zM9 17v-4M12 17v-7M15 17v-2',
  tracking: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  products: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  plugins: 'M9 3v4M15 3v4M6 7h12v5a6 6 0 0 1-12 0zM12 18v3',
  tags: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  organisation: 'M4 21V5l8-3 8 3v16M9 21v-4h6v4M8 8h1M15 8h1M8 12h1M15 12h1',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
  manual: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  collapse: 'M15 6l-6 6 6 6M4 4v16',
  expand: 'M9 6l6 6-6 6M20 4v16',
  chevron: 'M6 9l6 6 6-6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  switch: 'M4 8h14l-3-3M20 16H6l3 3',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  export: 'M12 15V3M7 8l5-5 5 5M4 15v5h16v-5',
  import: 'M12 3v12M7 10l5 5 5-5M4 15v5h16v-5',
  notes: 'M5 3h14v18H5zM9 8h6M9 12h6M9 16h4',
  documents: 'M6 3h8l4 4v14H6zM14 3v4h4',
  tasks: 'M4 6l2 2 4-4M12 7h8M4 13l2 2 4-4M12 14h8M12 20h8',
  audits: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  add: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

/** The Material Symbols names the server's menu and permission items use, drawn with the nearest icon here. */
const ALIASES: Readonly<Record<string, IconName>> = {
  space_dashboard: 'board',
  arrow_back: 'collapse',
  add_business: 'organisation',
  event: 'bookings',
  group: 'users',
  person: 'user',
  person_add: 'add',
  directions_car: 'vehicles',
  store: 'branches',
  report: 'incidents',
  bar_chart: 'reports',
  menu_book: 'manual',
  support_agent: 'help',
  download: 'export',
  upload: 'import',
  mail: 'notes',
  location_on: 'tracking',
  sell: 'tags',
  schedule: 'audits',
};

const resolve = (name: string): IconName | null => (Object.hasOwn(PATHS, name) ? (name as IconName) : (ALIASES[name] ?? null));

export const isIconName = (name: string): boolean => resolve(name) !== null;

/** A 24 × 24 line icon stroked with the current colour; decorative, as the control it sits in carries the name. */
export function StrokeIcon({ path, size, className, strokeWidth = 1.8 }: { path: string; size: number; className?: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

const isImageSource = (icon: string) => /^(https?:|data:image\/|\/)/.test(icon);

export type IconProps = {
  /** A name from the set above, an image URL, or anything else (then `fallback`'s first letter). */
  name: string | null | undefined;
  /** Drawn as its first letter when `name` is neither a known icon nor an image. */
  fallback?: string;
  className?: string;
  size?: number;
};

/** Decorative: the control it sits in carries the accessible name. */
export function Icon({ name, fallback = '', className, size = 20 }: IconProps) {
  if (name && isImageSource(name)) {
    return <img src={name} alt="" width={size} height={size} className={className} aria-hidden="true" />;
  }
  const known = name ? resolve(name) : null;
  if (known) return <StrokeIcon path={PATHS[known]} size={size} className={className} />;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" opacity="0.14" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="600" fill="currentColor" fontFamily="inherit">
        {fallback.trim().charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
