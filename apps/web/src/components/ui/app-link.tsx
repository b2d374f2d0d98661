import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation, type NavigateFunction } from 'react-router';

/** The router's navigate, read once by the layout (AppLayout) for every link under it. */
const NavigateContext = createContext<NavigateFunction | null>(null);
export const LinkNavigation = NavigateContext.Provider;

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app from `paths` (absolute: '/ad/12', '/categories?search=fan'), never a relative one. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the page should handle itself: the main button, no modifier key, no other window asked for. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to a page of the app, doing what react-router's <Link> does for an absolute path: a real href (so a
 * long press, a new tab and a phone without JavaScript work), and a plain click navigates in the app, replacing
 * the history entry when it leads to the page already shown. <Link> costs ~15 hooks to resolve paths this link
 * never has (relative ones, basenames, prefetching); a page the server draws has ~60 links, where they were a
 * fifth of the render (bench/README.md). This one reads one context.
 */
export function AppLink({ to, onClick, target, ref, ...rest }: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainClick(event, target)) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: here === to });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}

/**
 * Whether a link's path is the page shown, as react-router's <NavLink> decides it (not case-sensitive; without `end`,
 * the path's own pages count too: /categories is shown on /categories/jobs).
 */
export function isActivePath(shown: string, to: string, end: boolean): boolean {
  const here = shown.toLowerCase();
  const path = to.toLowerCase();
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (!end && here.startsWith(path) && here.charAt(slash) === '/');
}

export type AppNavLinkProps = Omit<AppLinkProps, 'className'> & {
  /** Only this exact path marks the link as the page shown, not the pages below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/**
 * A link of the site's navigation: an AppLink marked as the page shown (aria-current="page", its own class) the way
 * <NavLink> marks it, for one hook instead of NavLink's and Link's ~20 (the header draws eight on every page).
 */
export function AppNavLink({ to, end = false, className, ...rest }: AppNavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  return <AppLink {...rest} to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} />;
}
