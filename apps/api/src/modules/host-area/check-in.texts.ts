import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the check-in API says to people (outcomes are codes the scanner screen words), in the request's language. */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notYourEvent: 'You may check tickets in only for the events you were given.',
  typedCodeNeedsManager: 'Scan the QR code; typed codes need a manager.',
  /** Too many SMS codes that matched no ticket (decision 027): a guessing door is slowed down. */
  tooManyWrongSmsCodes: 'Too many wrong SMS codes. Wait a few minutes, then check the code with the ticket holder.',
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  notYourEvent: 'Unaweza kukagua tiketi za matukio uliyopewa pekee.',
  typedCodeNeedsManager: 'Changanua msimbo wa QR; misimbo inayoandikwa kwa mkono inahitaji meneja.',
  tooManyWrongSmsCodes:
    'Misimbo mingi ya SMS isiyo sahihi. Subiri dakika chache, kisha kagua msimbo pamoja na mwenye tiketi.',
};

export const CHECK_IN_TEXT = localized(EN, SW);
