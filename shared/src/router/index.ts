/**
 * @colabora/shared/router: the router the host and every remote use, one copy per page.
 *
 * A federation singleton is provided whole: nothing knows which of its exports the other apps will
 * ask for, so sharing `react-router-dom` itself put all of it (the data routers, loaders, actions,
 * fetchers: 87 KB raw, 25 KB br) in front of every signed-in screen, although the apps only use
 * `<BrowserRouter>`, `<Routes>` and a few hooks. Shared through this module instead, the package is
 * bundled here and webpack keeps only what is named below (27 KB raw, 9 KB br; ADR 0041, session 13).
 *
 * Import the router from here, never from `react-router-dom` (lint says so): a file that imports the
 * package directly gets a second copy with its own contexts, and its links and hooks find no router.
 * Tests may, for `MemoryRouter`: jest has no federation, so both names reach the same module.
 * Adding a name here adds it for every app.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
