import { LayoutDashboard, Heart, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

/** The signed-in items of the header, shared by the avatar menu and the mobile menu. */
export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; labelKey: string; icon: LucideIcon }> = [
  { to: paths.dashboard(), labelKey: 'account.dashboard', icon: LayoutDashboard },
  { to: paths.profile(), labelKey: 'account.profile', icon: UserRound },
  { to: paths.favorites(), labelKey: 'account.favorites', icon: Heart },
];

/** The display name the header shows; the spec's fallback is "User". */
export const displayNameOf = (user: { displayName?: string | null }, fallback: string) => user.displayName?.trim() || fallback;
