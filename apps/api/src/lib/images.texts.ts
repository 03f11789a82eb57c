import { localized } from './translated.js';

/** Why an uploaded picture is refused (event pictures, profile photos), in the request's language. */
export const IMAGE_TEXT = localized(
  {
    unreadable: 'That file is not a picture we can read. Use a JPEG, PNG or WebP image.',
    tooManyPixels: 'That picture is too large. Use one under 40 megapixels.',
    tooSmall: (side: number) => `That picture is too small. Use one at least ${side} pixels wide and high.`,
    damaged: 'That picture could not be read. It may be damaged; try another.',
  } as const,
  {
    unreadable: 'Faili hilo si picha tunayoweza kusoma. Tumia picha ya JPEG, PNG au WebP.',
    tooManyPixels: 'Picha hiyo ni kubwa mno. Tumia iliyo chini ya megapikseli 40.',
    tooSmall: (side: number) => `Picha hiyo ni ndogo mno. Tumia yenye upana na urefu wa angalau pikseli ${side}.`,
    damaged: 'Picha hiyo haikuweza kusomwa. Huenda imeharibika; jaribu nyingine.',
  },
);
