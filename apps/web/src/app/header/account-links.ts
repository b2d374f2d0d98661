import { LayoutDashboard, Heart, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

/** The signed-in items of the header, shared by the avatar menu and the mobile menu. */
export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; labelKey: string; icon: LucideIcon }> = [
  { to: paths.dashboard(), labelKey: 'account.dashboard', icon: LayoutDashboard },
  { to: paths.profile(), labelKey: 'account.profile', icon: UserRound },
  { to: paths.favorites(), labelKey: 'account.favorites', icon: Heart },
];

/**
 * The items for this person: operators also get the console (the server guards it whatever the header shows). Its
 * icon is the dashboard's: every visitor's first load carries the header, and a console icon of its own cost 0.2 KB.
 */
export const accountLinksFor = (user: { isOperator: boolean }) =>
  user.isOperator ? [...ACCOUNT_LINKS, { to: paths.admin(), labelKey: 'account.admin', icon: LayoutDashboard }] : ACCOUNT_LINKS;

/** The display name the header shows; the spec's fallback is "User". */
export const displayNameOf = (user: { displayName?: string | null }, fallback: string) => user.displayName?.trim() || fallback;
