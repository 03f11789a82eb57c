import en from '@/locales/en/host-images.json';
import { defineTexts } from '@/i18n/texts';

/** The words of the event form's images and map pin (src/locales/<lang>/host-images.json). Read while rendering. */
export const IT = defineTexts('host-images', en, {
  imagesHint: (max: number, mb: number) => ({ max, mb }),
  addMore: (left: number) => ({ left }),
  full: (max: number) => ({ max }),
  makeMainLabel: (n: number) => ({ n }),
  moveLeft: (n: number) => ({ n }),
  moveRight: (n: number) => ({ n }),
  remove: (n: number) => ({ n }),
  imageAlt: (n: number, main: boolean) => ({ n, main: main ? 'yes' : 'no' }),
  moved: (n: number) => ({ n }),
  uploading: (name: string) => ({ name }),
  percent: (p: number) => ({ p }),
  errors: {
    notPicture: (name: string) => ({ name }),
    tooBig: (name: string, mb: number) => ({ name, mb }),
    tooMany: (name: string) => ({ name }),
  },
  pinSet: (lat: string, lng: string) => ({ lat, lng }),
});
