import { localized } from '../../lib/translated.js';

/** What the data saver's picture copies answer when asked for something they do not make, in the request's language. */
export const IMAGE_VARIANTS_TEXT = localized(
  {
    widthInvalid: 'Smaller copies of pictures come in these widths only: {widths}.',
    notFound: 'There is no such picture.',
  } as const,
  {
    widthInvalid: 'Nakala ndogo za picha zinapatikana kwa upana huu tu: {widths}.',
    notFound: 'Picha hiyo haipo.',
  },
);
