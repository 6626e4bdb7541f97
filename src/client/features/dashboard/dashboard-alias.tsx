import { Navigate, useLocation } from 'react-router';
import { paths } from '../../paths';

/** `/dashboard`, the address people guess, shows the dashboard at `/` (its query and hash kept). */
export default function DashboardAlias() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.dashboard, search, hash }} replace />;
}
