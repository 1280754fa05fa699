import { toast } from '@motorpool/widgets';
import { useNavigate, useSearchParams } from 'react-router';
import { useCarriedSearch } from '../embed';
import { brandTheme } from '../portal-config/brand-theme';
import { usePortalConfig } from '../portal-config/portal-config';
import { useWidgetNavigate } from './widget-navigate';

/**
 * What the pages opened from an emailed link share: the link's query, the
 * widget's `token`, brand theme and navigation (`linkProps`), and
 * `signInAgain`, which toasts the widget's closing message and goes to
 * sign-in, keeping the carried query.
 */
export function useEmailLink() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const onNavigate = useWidgetNavigate();
  const signInAgain = (message: string) => {
    toast.success(message);
    navigate({ pathname: '/login', search }, { replace: true });
  };
  return { query, config, linkProps: { token: query.get('token') || null, theme: brandTheme(config), onNavigate }, signInAgain };
}
