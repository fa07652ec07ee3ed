import { Navigate, useLocation } from 'react-router-dom';
import { getUserData } from '../providers/session';

/** `/`: to the map dashboard for the admin and client roles, otherwise to login; the query is kept. */
export function RootRedirect() {
  const { search } = useLocation();
  const role = getUserData()?.role;
  return <Navigate to={`${role === 'admin' || role === 'client' ? '/dashboards/map' : '/login'}${search}`} replace />;
}
