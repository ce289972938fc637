import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../areas/supplier/settings';

export const Route = createFileRoute('/supplier/settings')({
  component: SettingsScreen,
});
