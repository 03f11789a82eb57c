import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { components, hardcodedTexts } from './hardcoded-texts.test-util';

/**
 * Every word a page shows comes from a message file (decision 026), so no page stays in English
 * when Kiswahili is chosen. These read every component and module and fail on words written
 * into the markup (JSX text, a literal placed in JSX, the attributes people read or hear, the
 * labels of menus, columns and toasts) and on a texts module not backed by a message file.
 * `npx tsx apps/web/src/i18n/hardcoded-texts.test-util.ts` lists what is left, per file.
 */
const SRC = path.join(__dirname, '..');
const relative = (file: string) => path.relative(SRC, file);

/** Still in English, being moved to message files. The list only shrinks. */
const NOT_YET_TRANSLATED = new Set<string>([
  'app/layout/static-page.tsx',
  'app/routes/pricing.tsx',
  'app/routes/privacy-policy.tsx',
  'app/routes/refund-policy.tsx',
  'app/routes/terms-of-service.tsx',
  'components/ui/toaster-view.tsx',
  'features/accounts/components/auth-shell.tsx',
  'features/admin/texts-audit.ts',
  'features/admin/texts-catalogue.ts',
  'features/admin/texts-moderation.ts',
  'features/admin/texts-money.ts',
  'features/admin/texts-sign-in.ts',
  'features/checkout/components/checkout-redirect.tsx',
  'features/checkout/components/checkout-shell.tsx',
  'features/checkout/texts-whatsapp.ts',
  'features/discovery/components/event-card.tsx',
  'features/discovery/components/event-image.tsx',
  'features/discovery/components/home/create-event-button.tsx',
  'features/discovery/components/home/explore-section.tsx',
  'features/discovery/components/home/featured-section.tsx',
  'features/discovery/components/home/hero.tsx',
  'features/discovery/components/home/home-search.tsx',
  'features/discovery/components/home/host-promo.tsx',
  'features/discovery/components/home/image-carousel.tsx',
  'features/discovery/components/home/mobile-tribe-strip.tsx',
  'features/discovery/components/home/section-heading.tsx',
  'features/discovery/components/home/tribes-section.tsx',
  'features/discovery/components/listing/active-filter-chips.tsx',
  'features/discovery/components/listing/date-filter.tsx',
  'features/discovery/components/listing/events-listing-page.tsx',
  'features/discovery/components/listing/filter-panel.tsx',
  'features/discovery/components/listing/filters-drawer.tsx',
  'features/discovery/components/listing/listing-hero.tsx',
  'features/discovery/components/listing/listing-states.tsx',
  'features/discovery/components/listing/price-filter.tsx',
  'features/discovery/components/listing/sort-select.tsx',
  'features/discovery/components/save-event-button.tsx',
  'features/discovery/components/saved/saved-events-page.tsx',
  'features/events/components/back-to-top.tsx',
  'features/events/components/buy-button.tsx',
  'features/events/components/cancelled-notice.tsx',
  'features/events/components/dialog-shell.tsx',
  'features/events/components/event-details-page.tsx',
  'features/events/components/event-details-skeleton.tsx',
  'features/events/components/event-map.tsx',
  'features/events/components/event-not-found.tsx',
  'features/events/components/event-schedule.tsx',
  'features/events/components/event-taken-down.tsx',
  'features/events/components/external-provider-dialog.tsx',
  'features/events/components/hosted-by.tsx',
  'features/events/components/image-carousel.tsx',
  'features/events/components/mobile-buy-bar.tsx',
  'features/events/components/share-button.tsx',
  'features/events/components/ticket-card.tsx',
  'features/events/components/ticket-dialog.tsx',
  'features/events/components/ticket-summary.tsx',
  'features/events/components/use-buy-flow.ts',
  'features/events/report.texts.ts',
  'features/feedback/reviews.texts.ts',
  'features/host-area/promo-codes.texts.ts',
  'features/host-area/reviews.texts.ts',
  'features/host-area/settings.texts.ts',
  'features/hosts/components/onboarding-page.tsx',
]);
/** Texts modules still written in TypeScript, not read from message files. The list only shrinks. */
const NOT_YET_MESSAGE_FILES = new Set<string>([
  'features/admin/texts-audit.ts',
  'features/admin/texts-catalogue.ts',
  'features/admin/texts-dashboard.ts',
  'features/admin/texts-moderation.ts',
  'features/admin/texts-money.ts',
  'features/admin/texts-people.ts',
  'features/admin/texts-sign-in.ts',
  'features/admin/texts.ts',
  'features/checkout/texts-whatsapp.ts',
  'features/events/components/texts-whatsapp.ts',
  'features/events/data-saver.texts.ts',
  'features/events/host.texts.ts',
  'features/events/report.texts.ts',
  'features/events/reviews.texts.ts',
  'features/feedback/reviews.texts.ts',
  'features/host-area/cancellation.texts.ts',
  'features/host-area/complimentary.texts.ts',
  'features/host-area/promo-codes.texts.ts',
  'features/host-area/reviews.texts.ts',
  'features/host-area/settings.texts.ts',
]);

/** A module that holds a feature's texts: 'texts.ts', 'texts-audit.ts', 'report.texts.ts'. */
const isTextsModule = (file: string) =>
  /(^|[./-])texts[^/]*\.ts$/.test(path.basename(file)) && !file.includes('/i18n/');

describe('words written into the markup', () => {
  it('finds JSX text, literals placed in JSX, read attributes and labels; leaves names, classes and keys alone', () => {
    const found = hardcodedTexts(
      `
      const A = () => (
        <div className="flex gap-2" data-testid="x" aria-label="Close menu">
          Sold out
          {open ? 'Hide' : 'Show'}
          {name ?? 'Someone'}
          {\`\${count} tickets\`}
          <img alt={T.poster} src="/a.png" />
          <span>{T.title}</span>
          <b>Tikiti</b> ·
        </div>
      );
      const columns = [{ key: 'name', label: 'Buyer name' }, { key: 'sold_out', label: T.soldOut }];
      toast.success('Saved');`,
      'a.tsx',
    );
    expect(found.map((f) => f.replace(/^\d+: /, ''))).toEqual([
      'Close menu',
      'Sold out',
      'Hide',
      'Show',
      'Someone',
      'tickets',
      'Buyer name',
      'Saved',
    ]);
  });

  const files = components(SRC).map(relative);
  it.each(files.filter((f) => !NOT_YET_TRANSLATED.has(f)))('%s shows only texts from message files', (file) => {
    expect(hardcodedTexts(readFileSync(path.join(SRC, file), 'utf8'), file)).toEqual([]);
  });

  it('the not-yet list names only files that still need it', () => {
    const clean = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || hardcodedTexts(readFileSync(path.join(SRC, file), 'utf8'), file).length === 0,
    );
    expect(clean, 'translated (or gone): take them off NOT_YET_TRANSLATED').toEqual([]);
  });
});

describe('texts modules', () => {
  const modules = components(SRC).filter(isTextsModule).map(relative);

  it.each(modules.filter((f) => !NOT_YET_MESSAGE_FILES.has(f)))('%s reads its words from a message file', (file) => {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    const fromMessages = /defineTexts\(|from '@\/locales\/en\/|from '\.\/[\w.-]*texts'/.test(source);
    expect(fromMessages, 'define it with defineTexts(namespace, en) from src/locales/en/<namespace>.json').toBe(true);
  });

  it('the not-yet list names only modules that still need it', () => {
    const done = [...NOT_YET_MESSAGE_FILES].filter(
      (file) => !modules.includes(file) || readFileSync(path.join(SRC, file), 'utf8').includes('defineTexts('),
    );
    expect(done, 'moved to message files (or gone): take them off NOT_YET_MESSAGE_FILES').toEqual([]);
  });
});
