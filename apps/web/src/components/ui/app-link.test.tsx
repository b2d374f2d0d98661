import { renderToString } from 'react-dom/server';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppNavLink, isActivePath } from './app-link';

const SHOWN = [
  '/',
  '/categories',
  '/categories/',
  '/categories/jobs',
  '/Categories/Jobs',
  '/categoriesx',
  '/about',
  '/about/team',
  '/ad/12',
];
const LINKS: Array<[string, boolean]> = [
  ['/', true],
  ['/', false],
  ['/categories', false],
  ['/categories', true],
  ['/categories/', false],
  ['/about', true],
  ['/about', false],
];

/** The page shown, as <NavLink> marks it: aria-current="page" on the link, or none. */
const marked = (html: string) => /aria-current="page"/.test(html);
const classed = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('AppNavLink marks the page shown as react-router’s NavLink does', () => {
  it.each(SHOWN)('on %s', (shown) => {
    for (const [to, end] of LINKS) {
      const theirs = renderToString(
        <MemoryRouter initialEntries={[shown]}>
          <NavLink to={to} end={end} className={classed}>
            x
          </NavLink>
        </MemoryRouter>,
      );
      const ours = renderToString(
        <MemoryRouter initialEntries={[shown]}>
          <AppNavLink to={to} end={end} className={classed}>
            x
          </AppNavLink>
        </MemoryRouter>,
      );
      expect(marked(ours), `${to} end=${end}`).toBe(marked(theirs));
      expect(/class="(on|off)"/.exec(ours)?.[1], `${to} end=${end}`).toBe(/class="(on|off)"/.exec(theirs)?.[1]);
      expect(isActivePath(shown, to, end)).toBe(marked(theirs));
    }
  });

  it('is a real link to its path', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/about']}>
        <AppNavLink to="/about" end className={classed}>
          About
        </AppNavLink>
      </MemoryRouter>,
    );
    expect(html).toBe('<a aria-current="page" class="on" href="/about">About</a>');
  });
});
