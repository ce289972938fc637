import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';

// The design system's page, in development builds only: a production build has no such screen
// (and the gallery's chunk is left out of it).
export const Route = createFileRoute('/dev/ui')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  component: import.meta.env.DEV ? lazyRouteComponent(() => import('../ui/gallery/ui-gallery'), 'UiGallery') : () => null,
});
