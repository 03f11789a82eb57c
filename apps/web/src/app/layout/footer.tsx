import { ArrowUpRight, Mail, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SITE } from './site.texts';
import { LanguageSwitch } from './language-switch';
import { DataSaverSwitch } from './data-saver-switch';
import { Logo } from './logo';
import { BLOG_URL, COMMUNITY_CHAT_URL, CONTACT_EMAIL, POSTAL_ADDRESS, SOCIAL_LINKS } from './site-links';
import { SOCIAL_ICONS } from './social-icons';
import { useHydrated } from '../../lib/use-hydrated';

const SOCIAL: { key: keyof typeof SOCIAL_LINKS; network: string }[] = [
  { key: 'instagram', network: 'Instagram' },
  { key: 'x', network: 'X' },
  { key: 'facebook', network: 'Facebook' },
  { key: 'tiktok', network: 'TikTok' },
];

const linkClass =
  'inline-flex items-center gap-1.5 rounded text-stone-300 outline-none transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2 focus-visible:ring-offset-stone-950';

function Column({ id: name, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `footer-${name}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-widest text-stone-400">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 text-sm">{children}</ul>
    </nav>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ArrowUpRight aria-hidden="true" className="size-3.5 opacity-60" />
      <span className="sr-only">{SITE.opensInNewTab}</span>
    </a>
  );
}

/** Site footer (spec "Footer"): pages, policies, social and community links, and how to reach us. */
export function Footer() {
  // Marked live once React has taken over the footer (it hydrates on its own, after the page):
  // browser tests tap its switches only then.
  const live = useHydrated();
  return (
    <footer className="bg-stone-950 text-stone-300" data-live={live ? '' : undefined}>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.3fr]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-6 text-stone-400">{SITE.tagline}</p>
            <ul className="mt-6 flex gap-2" aria-label={SITE.social}>
              {SOCIAL.map(({ key, network }) => {
                const Icon = SOCIAL_ICONS[key];
                return (
                  <li key={key}>
                    <a
                      href={SOCIAL_LINKS[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={SITE.socialOn(network)}
                      className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800/80 text-stone-200 outline-none transition-colors hover:bg-orange-700 hover:text-white focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2 focus-visible:ring-offset-stone-950"
                    >
                      <Icon className="size-[18px]" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:contents">
            <Column id="explore" title={SITE.explore}>
              <FooterLink to="/events">{SITE.browseEvents}</FooterLink>
              <li>
                <External href={BLOG_URL}>{SITE.blog}</External>
              </li>
              <li>
                <External href={COMMUNITY_CHAT_URL}>{SITE.communityChat}</External>
              </li>
            </Column>
            <Column id="hosts" title={SITE.hosts}>
              <FooterLink to="/auth/signup">{SITE.createAccount}</FooterLink>
              <FooterLink to="/pricing">{SITE.pricing}</FooterLink>
            </Column>
            <Column id="legal" title={SITE.legal}>
              <FooterLink to="/terms-of-service">{SITE.terms}</FooterLink>
              <FooterLink to="/privacy-policy">{SITE.privacy}</FooterLink>
              <FooterLink to="/refund-policy">{SITE.refunds}</FooterLink>
            </Column>
          </div>

          <div>
            <h2 className="text-xs font-semibold uppercase tracking-widest text-stone-400">{SITE.contact}</h2>
            <address className="mt-4 grid gap-3 text-sm not-italic">
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-4 text-orange-500" />
                {CONTACT_EMAIL}
              </a>
              <p className="flex gap-1.5 text-stone-400">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-500" />
                <span>
                  {POSTAL_ADDRESS.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
            </address>
            <a
              href={COMMUNITY_CHAT_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-2 rounded-full border border-stone-700 px-4 py-2 text-sm font-semibold text-white outline-none transition-colors hover:border-orange-600 hover:bg-orange-700 focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2 focus-visible:ring-offset-stone-950"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {SITE.joinWhatsApp}
              <span className="sr-only">{SITE.opensInNewTab}</span>
            </a>
          </div>
        </div>

        <DataSaverSwitch tone="dark" className="mt-10 max-w-md" />

        <div className="mt-10 flex flex-col gap-3 border-t border-stone-800 pt-6 text-xs text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{SITE.rights(new Date().getFullYear())}</p>
          <p>{SITE.pricesNote}</p>
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}

/** One of the footer's links to a page of the site. */
function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}
