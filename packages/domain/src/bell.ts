// No zod here: the dashboard's first screen imports it (apps/web/build/chunk-plan.ts).

/** The bell's accessible name: 'Notifications, 2 unread' (or just 'Notifications'). */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
