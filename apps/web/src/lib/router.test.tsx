import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Link,
  matchPath,
  matchRoute,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  resolvePath,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output data-testid="where">
      {pathname + search + hash}|{useNavigationType()}|{JSON.stringify(state)}
    </output>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('matching', () => {
  it('matches whole pathnames, ignoring case and trailing slashes', () => {
    expect(matchPath('/events', '/events')).not.toBeNull();
    expect(matchPath('/events', '/Events/')).not.toBeNull();
    expect(matchPath('/events', '/events/1')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/events')).toBeNull();
    expect(matchPath('/events/:id', '/events/26')?.params).toEqual({ id: '26' });
    expect(matchPath('/*', '/any/where')?.params).toEqual({ '*': 'any/where' });
  });

  it('leaves params as written in matchPath, decodes them in matchRoute', () => {
    expect(matchPath('/events/:id', '/events/jazz%20night')?.params.id).toBe('jazz%20night');
    expect(matchRoute([{ path: '/events/:id' }], '/events/jazz%20night')?.params.id).toBe('jazz night');
  });

  it('ranks static segments above dynamic ones above a splat, whatever the order', () => {
    const routes = [{ path: '/*' }, { path: '/waiting-list/:token' }, { path: '/waiting-list/offers/:token' }];
    expect(matchRoute(routes, '/waiting-list/offers/x')?.route.path).toBe('/waiting-list/offers/:token');
    expect(matchRoute(routes, '/waiting-list/x')?.route.path).toBe('/waiting-list/:token');
    expect(matchRoute(routes, '/nowhere')?.route.path).toBe('/*');
    expect(matchRoute([{ path: '/events/:id' }, { path: '/events/new' }], '/events/new')?.route.path).toBe(
      '/events/new',
    );
  });

  it('resolves a search, a hash or a relative path against the current pathname', () => {
    expect(resolvePath('?a=1', '/events')).toEqual({ pathname: '/events', search: '?a=1', hash: '' });
    expect(resolvePath('#terms', '/pricing')).toEqual({ pathname: '/pricing', search: '', hash: '#terms' });
    expect(resolvePath('edit', '/host/events/3')).toEqual({ pathname: '/host/events/3/edit', search: '', hash: '' });
    expect(resolvePath('../4', '/host/events/3')).toEqual({ pathname: '/host/events/4', search: '', hash: '' });
    expect(resolvePath('?', '/events').search).toBe('');
  });
});

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function Event() {
  return <p>event {useParams().id}</p>;
}

const app = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="/" element={<p>home</p>} />
      <Route path="/events/:id" element={<Event />} />
      <Route path="*" element={<p>not found</p>} />
    </Route>
  </Routes>
);

describe('Routes', () => {
  it('draws the matched route inside its layout, with its params', () => {
    render(<StaticRouter location="/events/jazz%20night?x=1">{app}</StaticRouter>);
    expect(screen.getByTestId('layout').textContent).toBe('event jazz night');
  });

  it('falls back to the splat route', () => {
    render(<StaticRouter location="/nowhere">{app}</StaticRouter>);
    expect(screen.getByText('not found')).toBeTruthy();
  });
});

describe('navigation', () => {
  it('a Link pushes, and a Link to the current address replaces it', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/events/1">one</Link>
        <Link to="/events/1" state={{ from: 'test' }}>
          again
        </Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'one' }).getAttribute('href')).toBe('/events/1');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'one' })));
    expect(where()).toBe('/events/1|PUSH|null');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'again' })));
    expect(where()).toBe('/events/1|REPLACE|{"from":"test"}');
  });

  it('leaves a modified click or another target to the browser', async () => {
    render(
      <MemoryRouter>
        <Link to="/events/1">one</Link>
        <Link to="/events/2" target="_blank">
          two
        </Link>
        <Where />
      </MemoryRouter>,
    );
    // After the app's handlers: was the click left to the browser? (Then stop jsdom from following it.)
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'one' }), { ctrlKey: true }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'two' })));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(where()).toBe('/|POP|null');
  });

  it('NavLink is current on its own pathname and below it, unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/host/events/3']}>
        <NavLink to="/host/events" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          events
        </NavLink>
        <NavLink to="/host/events" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          exact
        </NavLink>
        <NavLink to="/">home</NavLink>
      </MemoryRouter>,
    );
    const events = screen.getByRole('link', { name: 'events' });
    expect(events.className).toBe('on');
    expect(events.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'exact' }).className).toBe('off');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('aria-current')).toBeNull();
  });

  it('useSearchParams sets the query on the same pathname, from the previous one if asked', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <button
            onClick={() =>
              setParams(
                (prev) => {
                  prev.set('page', String(Number(prev.get('page') ?? 1) + 1));
                  return prev;
                },
                { replace: true },
              )
            }
          >
            next
          </button>
          <button onClick={() => setParams({})}>clear</button>
          <span data-testid="page">{params.get('page')}</span>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/events?q=jazz#top']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'next' })));
    expect(where()).toBe('/events?q=jazz&page=2|REPLACE|null');
    expect(screen.getByTestId('page').textContent).toBe('2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'clear' })));
    expect(where()).toBe('/events|PUSH|null');
  });

  it('Navigate replaces the address once drawn; navigate(-1) goes back', async () => {
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>back</button>;
    }
    render(
      <MemoryRouter initialEntries={['/', '/admin']}>
        <Routes>
          <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
          <Route path="*" element={<Back />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(where()).toBe('/admin/dashboard|REPLACE|null');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(where()).toBe('/|POP|null');
  });
});
