import { usePortalConfig } from './portal-config/portal-config';

/** The document title of a page, followed by the brand's title; React hoists `<title>` into the head. */
export function PageTitle({ children }: { children: string }) {
  const { title } = usePortalConfig();
  return <title>{`${children} · ${title}`}</title>;
}
