import { Navigate } from "react-router";

/** Any unknown path lands on the start page. */
export default function NotFound() {
  return <Navigate to="/" replace />;
}
