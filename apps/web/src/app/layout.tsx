import { Outlet, useLocation } from 'react-router';
import { showsChrome } from './chrome';
import { Footer } from './layout/footer';
import { Header } from './layout/header';

export function Layout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      {chrome && <Header />}
      <div className="flex-1">
        <Outlet />
      </div>
      {chrome && <Footer />}
    </div>
  );
}
