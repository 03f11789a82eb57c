import { EVENT_IMAGES_MAX } from '@tribe/contracts';
import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the event image routes say, in one place (in the request's language). */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notMultipart: 'Send the picture as multipart/form-data in a field named "file".',
  fileMissing: 'Choose a picture to upload.',
  notAPicture: 'That file is not a JPEG, PNG or WebP picture. Choose a photo or poster in one of those formats.',
  tooBig: (mb: number) => `That picture is larger than ${mb} MB. Choose a smaller one, or export it at a lower size.`,
  full: `This event already has ${EVENT_IMAGES_MAX} images. Remove one before adding another.`,
  imageNotFound: 'That image is not on this event any more. Reload the page to see its images.',
  changed: 'The event’s images changed since this page loaded. Reload the page and try again.',
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  notMultipart: 'Tuma picha kama multipart/form-data kwenye sehemu iitwayo "file".',
  fileMissing: 'Chagua picha ya kupakia.',
  notAPicture: 'Faili hilo si picha ya JPEG, PNG wala WebP. Chagua picha au bango katika mojawapo ya miundo hiyo.',
  tooBig: (mb: number) =>
    `Picha hiyo ni kubwa kuliko MB ${mb}. Chagua ndogo zaidi, au uihifadhi kwa ukubwa mdogo zaidi.`,
  full: `Tukio hili tayari lina picha ${EVENT_IMAGES_MAX}. Ondoa moja kabla ya kuongeza nyingine.`,
  imageNotFound: 'Picha hiyo haipo tena kwenye tukio hili. Pakia upya ukurasa uone picha zake.',
  changed: 'Picha za tukio zimebadilika tangu ukurasa huu ulipofunguliwa. Pakia upya ukurasa kisha ujaribu tena.',
};

export const EVENT_IMAGE_TEXT = localized(EN, SW);
