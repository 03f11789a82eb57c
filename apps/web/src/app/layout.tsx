import { Outlet, useLocation } from 'react-router';
import { showsChrome } from './chrome';
import { AnalyticsIdentity } from './layout/analytics-identity';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { useScrollManager } from './layout/scroll';

export function Layout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  // Scroll restoration and #hash targets apply on every page, with or without the header.
  useScrollManager();
  return (
    <div className="flex min-h-dvh flex-col">
      {chrome && <Header />}
      <div className="flex-1">
        <Outlet />
      </div>
      {chrome && <Footer />}
      <AnalyticsIdentity />
    </div>
  );
}
