import { Page } from '../../ui/page';

/** A screen of a later issue: its title only. */
export function Placeholder({ title }: { title: string }) {
  return <Page title={title} />;
}
