import { Link } from "react-router";

/** SPEC §2 and §8: an unknown call, or one whose data could not be loaded. */
export function CallNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">Call Not Found</h1>
      <p className="mt-3 text-body">The requested call could not be found.</p>
      <p className="mt-6">
        <Link to="/calls" className="font-semibold text-link underline-offset-2 hover:underline">
          ← Back to Calls
        </Link>
      </p>
    </div>
  );
}
