import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage, RootErrorPanel } from './RootErrorPanel';

/** Errors outside any tab: the layout or sign-in chunk failing to load, or a router error. */
export function RootErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return <RootErrorPanel error={error} detail={detail} />;
}
