import type { MenuItem } from './menu';

/**
 * Props the host passes to every page a remote exposes (DESIGN §2): the menu item the route
 * matched (title and `crud`, so the page can hide actions the user may not take; null on an
 * unguarded route) and the path the page is mounted at, for its descendant <Routes>.
 */
export type RemotePageProps = {
  menuItem: MenuItem | null;
  basePath: string;
  title: string;
};
