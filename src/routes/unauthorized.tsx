import { Link, createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/unauthorized')({
  component: UnauthorizedScreen,
});

function UnauthorizedScreen() {
  return (
    <main className="mx-auto max-w-md space-y-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Unauthorized</h1>
      <p className="text-slate-700">You do not have permission to access this page.</p>
      <Link to="/dashboard" className="text-blue-700 underline">
        Go to Dashboard
      </Link>
    </main>
  );
}
