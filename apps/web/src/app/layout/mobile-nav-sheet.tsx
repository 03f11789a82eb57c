import { Compass, Sparkles, Users } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '@/lib/router';
import { MenuSheet } from '@/components/layout/menu-sheet';
import { AccountSheetSection } from '@/features/accounts/components/account-sheet-section';
import { SHELL } from '@/i18n/shell.texts';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600';

/** The menu's first rows: the listing, and becoming a host. */
const PAGE_LINKS = [
  ['/events', Compass, () => SHELL.discoverEvents],
  ['/auth/signup?type=host', Sparkles, () => SHELL.hostEvents],
] as const;

/** The phone menu's sheet: from the right, with the top nav's links and the account links. */
export default function MobileNavSheet({
  open,
  onOpenChange,
  onFindYourTribe,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFindYourTribe: () => void;
}) {
  const afterClose = useRef<(() => void) | null>(null);
  const close = () => onOpenChange(false);

  return (
    <MenuSheet
      open={open}
      onOpenChange={onOpenChange}
      brand={<Logo />}
      title={SHELL.menu}
      description={SHELL.menuDescription}
      closeLabel={SHELL.closeMenu}
      tall
      onCloseAutoFocus={(e) => {
        // Scrolling to the tribe section has to wait until the sheet has let go of the page.
        const next = afterClose.current;
        afterClose.current = null;
        if (next) {
          e.preventDefault();
          window.setTimeout(next, 0);
        }
      }}
    >
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <nav aria-label={SHELL.mobileNav}>
          <ul className="grid gap-0.5">
            {PAGE_LINKS.map(([to, Icon, words]) => (
              <li key={to}>
                <Link to={to} onClick={close} className={rowClass}>
                  <Icon aria-hidden="true" className="size-5 text-orange-700" />
                  {words()}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={rowClass}
                onClick={() => {
                  afterClose.current = onFindYourTribe;
                  close();
                }}
              >
                <Users aria-hidden="true" className="size-5 text-orange-700" />
                {SHELL.findYourTribe}
              </button>
            </li>
          </ul>
        </nav>
        <div className="mt-4 border-t border-stone-200 px-0 pt-5">
          <AccountSheetSection onNavigate={close} />
        </div>
        <div className="mt-4 border-t border-stone-200 px-3 pt-5">
          <LanguageSwitch />
        </div>
      </div>
    </MenuSheet>
  );
}
