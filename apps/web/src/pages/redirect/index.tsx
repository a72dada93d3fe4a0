import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/{path}: lands on {path} again; used by "refresh" in the tags view (spec §2). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}
