/**
 * The app's router (decision 053): the part of React Router's declarative API this app uses —
 * BrowserRouter, StaticRouter and MemoryRouter; Routes, Route and Outlet; Link, NavLink and
 * Navigate; useLocation, useNavigate, useNavigationType, useParams, useSearchParams; matchPath —
 * with React Router's behaviour for each (route ranking, case-insensitive matching, trailing
 * slashes, decoded params, a link to the current address replacing it, `aria-current` on the
 * active NavLink, navigations rendered as transitions), in about 2 KB instead of React Router's
 * 20 KB of every page's first load.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's signature; this app's scroll handling (layout/scroll.ts) keeps the place on search-only changes. */
  preventScrollReset?: boolean;
}

export type Params = Readonly<Record<string, string | undefined>>;

interface Navigator {
  go(delta: number): void;
  /** Adds (or with `replace`, replaces) a history entry and shows it. */
  to(path: Path, options: NavigateOptions): void;
}

interface RouterState {
  location: Location;
  action: NavigationType;
  navigator: Navigator | null;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

const useRouter = (): RouterState => {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This hook needs a router (BrowserRouter, StaticRouter or MemoryRouter) above it.');
  return router;
};

// ---------------------------------------------------------------------------------------------
// Paths

/** '/a?b=1#c' → its parts; '?' or '#' alone count as none. */
export function parsePath(path: string): Path {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>): string =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

/**
 * A link's target as a full path: absolute as it is; only a search or a hash keeps the current
 * pathname; a relative path is resolved against it (`..` goes one segment up).
 */
export function resolvePath(to: To, from: string): Path {
  const { pathname = '', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  const normal = { search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
  if (!pathname) return { pathname: from, ...normal };
  if (pathname.startsWith('/')) return { pathname, ...normal };
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of pathname.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return { pathname: segments.join('/') || '/', ...normal };
}

// ---------------------------------------------------------------------------------------------
// Matching

export interface PathMatch {
  params: Params;
  pathname: string;
}

/** A pathname with each segment decoded ('%20' → ' '), an encoded '/' kept as '%2F' so it stays in its segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const compiled = new Map<string, { regexp: RegExp; names: string[] }>();

/**
 * Does `pattern` ('/events/:id', '/host/*', '*') match the whole of `pathname`? Case-insensitive
 * and ignoring trailing slashes, as React Router matches; params as they are in `pathname` (only
 * an encoded '/' decoded; matchRoute decodes the pathname first).
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  let compiledPattern = compiled.get(pattern);
  if (!compiledPattern) {
    const names: string[] = [];
    let source = `^${pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push(name);
        return optional ? '(?:/([^\\/]+))?' : '/([^\\/]+)';
      })}`;
    if (pattern.endsWith('*')) {
      names.push('*');
      source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
    } else source += '\\/*$';
    compiledPattern = { regexp: new RegExp(source, 'i'), names };
    compiled.set(pattern, compiledPattern);
  }
  const found = compiledPattern.regexp.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  compiledPattern.names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value?.replace(/%2F/g, '/');
  });
  return { params, pathname: found[0] };
}

/** React Router's ranking: more segments, and static ones above dynamic ones above a splat. */
function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** The best of `routes` for `pathname` by React Router's ranking (the first of equals), with its params decoded. */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | null {
  let best: { route: R; params: Params; score: number } | null = null;
  const decoded = decodePath(pathname);
  for (const route of routes) {
    const match = matchPath(route.path, decoded);
    if (!match) continue;
    const s = score(route.path);
    if (!best || s > best.score) best = { route, params: match.params, score: s };
  }
  return best && { route: best.route, params: best.params };
}

// ---------------------------------------------------------------------------------------------
// Routers

function Router({ location, action, navigator, children }: RouterState & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, action, navigator }), [location, action, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The window's address, with the state and key this router keeps in `history.state`. */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** Holds its address in the window's history; a navigation renders as a transition. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<{ location: Location; action: NavigationType }>(() => ({
    location: windowLocation(),
    action: 'POP',
  }));
  const navigator = useMemo<Navigator>(
    () => ({
      go: (delta) => window.history.go(delta),
      to(path, { replace, state: usr }) {
        const url = createPath(path);
        const entry = { usr: usr ?? null, key: newKey() };
        if (replace) window.history.replaceState(entry, '', url);
        else {
          try {
            window.history.pushState(entry, '', url);
          } catch (error) {
            if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
            window.location.assign(url);
            return;
          }
        }
        const location = windowLocation();
        startTransition(() => setState({ location, action: replace ? 'REPLACE' : 'PUSH' }));
      },
    }),
    [],
  );
  useLayoutEffect(() => {
    const onPop = () => {
      const location = windowLocation();
      startTransition(() => setState({ location, action: 'POP' }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return <Router location={state.location} action={state.action} navigator={navigator} children={children} />;
}

/** One address, for drawing on the server: nothing navigates. */
export function StaticRouter({ location, children }: { location: string | Partial<Path>; children?: ReactNode }) {
  const path = typeof location === 'string' ? parsePath(location) : location;
  const value: Location = {
    pathname: path.pathname || '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: null,
    key: 'default',
  };
  return <Router location={value} action="POP" navigator={null} children={children} />;
}

type MemoryEntry = string | (Partial<Path> & { state?: unknown });

/** A history of its own (tests): starts at the last of `initialEntries` unless `initialIndex` says otherwise. */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: readonly MemoryEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const history = useRef<{ entries: Location[]; index: number } | null>(null);
  history.current ??= (() => {
    const entries = initialEntries.map((entry, i): Location => {
      const { state = null, ...path } = typeof entry === 'string' ? { ...parsePath(entry), state: null } : entry;
      const resolved = resolvePath(path, '/');
      return { ...resolved, state, key: i === 0 ? 'default' : newKey() };
    });
    const index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
    return { entries, index };
  })();
  const current = history.current;
  const [state, setState] = useState<{ location: Location; action: NavigationType }>({
    location: current.entries[current.index]!,
    action: 'POP',
  });
  const navigator = useMemo<Navigator>(
    () => ({
      go(delta) {
        const index = Math.min(Math.max(current.index + delta, 0), current.entries.length - 1);
        if (index === current.index) return;
        current.index = index;
        const location = current.entries[index]!;
        startTransition(() => setState({ location, action: 'POP' }));
      },
      to(path, { replace, state: usr }) {
        const location: Location = { ...path, state: usr ?? null, key: newKey() };
        if (replace) current.entries[current.index] = location;
        else {
          current.entries.splice(current.index + 1, Infinity, location);
          current.index += 1;
        }
        startTransition(() => setState({ location, action: replace ? 'REPLACE' : 'PUSH' }));
      },
    }),
    [current],
  );
  return <Router location={state.location} action={state.action} navigator={navigator} children={children} />;
}

// ---------------------------------------------------------------------------------------------
// Routes

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <Routes>; never drawn itself. A route with children and no path is a layout for them. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever used as a child of <Routes>.');
}

interface Branch {
  path: string;
  /** Outermost first: the layouts, then the route's own element. */
  elements: ReactNode[];
}

function branchesOf(children: ReactNode, parents: ReactNode[] = [], base = ''): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      branches.push(...branchesOf(child.props.children, parents, base));
      return;
    }
    const { path, element = null, children: nested } = child.props;
    const full = path === undefined ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
    if (nested) branches.push(...branchesOf(nested, [...parents, element], full));
    else if (path !== undefined) branches.push({ path: full, elements: [...parents, element] });
  });
  return branches;
}

/** Draws the best-ranked matching route (inside its layouts), or nothing. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter();
  const match = matchRoute(branchesOf(children), location.pathname);
  if (!match) return null;
  const params = match.params;
  return match.route.elements.reduceRight<ReactNode>(
    (outlet, element) => <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>,
    null,
  );
}

/** Where a layout route draws the matched route inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useLocation<State = unknown>(): Location<State> {
  return useRouter().location as Location<State>;
}

export function useNavigationType(): NavigationType {
  return useRouter().action;
}

export function useParams<P extends Params = Params>(): P {
  return useContext(RouteContext).params as P;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/**
 * Navigates relative to the current address. As in React Router, a call during the first render
 * (before the component's layout effects) does nothing: navigate from an effect or an event.
 */
export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter();
  const { pathname } = useLocation();
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!active.current || !navigator) return;
      if (typeof to === 'number') navigator.go(to);
      else navigator.to(resolvePath(to, pathname), options);
    },
    [navigator, pathname],
  ) as NavigateFunction;
}

type SearchInit = string | URLSearchParams | Record<string, string | readonly string[]> | [string, string][];

const searchParamsOf = (init: SearchInit): URLSearchParams =>
  typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
    ? new URLSearchParams(init as string | URLSearchParams | [string, string][])
    : new URLSearchParams(
        Object.entries(init).flatMap(([key, value]) =>
          typeof value === 'string' ? [[key, value]] : value.map((v) => [key, v]),
        ),
      );

export type SetURLSearchParams = (
  next: SearchInit | ((prev: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a setter that navigates to the same pathname with a new one (the hash dropped). */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const params = searchParamsOf(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next);
      navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

// ---------------------------------------------------------------------------------------------
// Components

/** Navigates once drawn (in an effect: never on the server). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = JSON.stringify(resolvePath(to, pathname));
  useEffect(() => {
    navigate(JSON.parse(target) as Path, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
};

/**
 * An anchor that navigates inside the app on a plain left click (a modified click, another
 * target or `reloadDocument` is the browser's). A link to the current address replaces it.
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset: _,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const path = resolvePath(to, location.pathname);
  const href = external ? (to as string) : createPath(path);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on the exact pathname, not below it. */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/**
 * A Link that knows whether it is active (the current pathname is its own or, without `end`, below
 * it; case-insensitive): `aria-current="page"` then, and its className and children may depend on it.
 */
export function NavLink({ end = false, className, children, to, ...rest }: NavLinkProps) {
  const location = useLocation();
  const here = location.pathname.toLowerCase();
  const own = resolvePath(to, location.pathname).pathname.toLowerCase();
  const endAt = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  const isActive = here === own || (!end && here.startsWith(own) && here.charAt(endAt) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...rest}
      to={to}
      className={
        typeof className === 'function' ? className(props) : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
}
