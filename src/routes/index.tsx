import { createFileRoute } from '@tanstack/react-router';
import { rootRedirect } from '../app/guards';

// The landing page: without a token → /login; a superadmin → /superadmin; others → /dashboard.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => rootRedirect(context),
});
