import { Navigate } from "react-router";

/** Any unknown path (also /upgrade/pectra, which is not a route) lands on the start page. */
export default function NotFound() {
  return <Navigate to="/" replace />;
}
