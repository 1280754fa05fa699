import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { action } from '../../components/action.css';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';

/** Shown inside the layout when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const search = useCarriedSearch();
  useEffect(() => console.error('Motorpool: page failed to render', error), [error]);
  return (
    <>
      <PageTitle>Something went wrong</PageTitle>
      <MessagePanel
        heading="Something went wrong"
        role="alert"
        actions={
          <Link className={action.primary} to={{ pathname: '/', search }} reloadDocument>
            Start again
          </Link>
        }
      >
        This page could not be shown. Starting again usually helps; if it keeps happening, tell your administrator.
      </MessagePanel>
    </>
  );
}
