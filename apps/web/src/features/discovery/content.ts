/** Static home-page content; the data lives in contracts so the image generator shares it. */
export { HOME_CAROUSEL_IMAGES, TRIBES, type TCarouselImage, type TTribe } from '@tribe/contracts/content';
