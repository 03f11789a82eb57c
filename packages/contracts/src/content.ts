/**
 * Home-page content shared by the web app (carousel, tribes) and the image generator that
 * draws their artwork (tools/posters/generate.ts). One copy, so the two cannot
 * drift. Images are served from apps/web/public/images.
 */

export interface TCarouselImage {
  src: string;
  alt: string;
}

/** A community chat group (spec section 1: attendees can follow links to tribes). */
export interface TTribe {
  id: string;
  name: string;
  description: string;
  image: string;
  chatUrl: string;
  members: number;
}

/** Spec section 2: the home carousel has 11 images. */
export const HOME_CAROUSEL_IMAGES: readonly TCarouselImage[] = [
  {
    src: '/images/carousel/slide-01.webp',
    alt: 'Crowd with raised hands under golden stage lights at an open-air concert',
  },
  { src: '/images/carousel/slide-02.webp', alt: 'Sunset over the Indian Ocean on a Mombasa beach party' },
  { src: '/images/carousel/slide-03.webp', alt: 'Acacia trees and rolling hills at dawn over the savannah' },
  { src: '/images/carousel/slide-04.webp', alt: 'Runners racing along a red-earth road in the highlands' },
  { src: '/images/carousel/slide-05.webp', alt: 'Colourful kitenge patterns at a Nairobi art market' },
  { src: '/images/carousel/slide-06.webp', alt: 'Long dinner table with lanterns at a food festival' },
  { src: '/images/carousel/slide-07.webp', alt: 'Dhow sails on the channel at the Lamu Cultural Festival' },
  { src: '/images/carousel/slide-08.webp', alt: 'Laptops and sticky notes at a tech meetup in Kilimani' },
  { src: '/images/carousel/slide-09.webp', alt: 'Spotlight on a comedian on a theatre stage' },
  { src: '/images/carousel/slide-10.webp', alt: 'Fishing boats on Lake Victoria at dusk near Kisumu' },
  { src: '/images/carousel/slide-11.webp', alt: 'Families with balloons on a sunny lawn at a kids fun day' },
];

export const TRIBES: readonly TTribe[] = [
  {
    id: 'nairobi-runners',
    name: 'Nairobi Runners',
    description: 'Early-morning runs in Karura, Ngong Road Forest and the city streets, for every pace.',
    image: '/images/tribes/nairobi-runners.webp',
    chatUrl: 'https://chat.whatsapp.com/Kq3ZrT8mWx2Lp9VbN4cYhD',
    members: 1840,
  },
  {
    id: 'afrobeats-heads',
    name: 'Afrobeats Heads',
    description: 'Concert meet-ups, new releases and the best Afrobeats and Amapiano nights in town.',
    image: '/images/tribes/afrobeats-heads.webp',
    chatUrl: 'https://chat.whatsapp.com/Hb7XnQ2tR5vLm8KcZp3WjF',
    members: 3215,
  },
  {
    id: 'silicon-savannah-builders',
    name: 'Silicon Savannah Builders',
    description: 'Developers, designers and founders sharing meetups, jobs and demo days.',
    image: '/images/tribes/silicon-savannah-builders.webp',
    chatUrl: 'https://t.me/siliconsavannahbuilders',
    members: 2470,
  },
  {
    id: 'nairobi-foodies',
    name: 'Nairobi Foodies',
    description: 'Restaurant weeks, supper clubs and the best nyama choma joints, reviewed by members.',
    image: '/images/tribes/nairobi-foodies.webp',
    chatUrl: 'https://chat.whatsapp.com/Df4YkP9wS2nBx6TqLr8MvC',
    members: 2980,
  },
  {
    id: 'pwani-beach-crew',
    name: 'Pwani Beach Crew',
    description: 'Beach parties, dhow trips and sundowners from Diani to Lamu.',
    image: '/images/tribes/pwani-beach-crew.webp',
    chatUrl: 'https://chat.whatsapp.com/Rm2VcJ7hN5qXw3ZtKb9LgP',
    members: 1365,
  },
  {
    id: 'rift-valley-hikers',
    name: 'Rift Valley Hikers',
    description: 'Weekend hikes on Ngong Hills, Longonot, Menengai and Mount Kenya, with carpools from Nairobi.',
    image: '/images/tribes/rift-valley-hikers.webp',
    chatUrl: 'https://t.me/riftvalleyhikers',
    members: 1120,
  },
  {
    id: 'lakeside-creatives',
    name: 'Lakeside Creatives',
    description: 'Artists, musicians and filmmakers from Kisumu and the lake region.',
    image: '/images/tribes/lakeside-creatives.webp',
    chatUrl: 'https://chat.whatsapp.com/Tz6LwB3kQ8rMy5NpHc2VsJ',
    members: 640,
  },
  {
    id: 'jazz-and-soul-lovers',
    name: 'Jazz & Soul Lovers',
    description: 'Live jazz nights, vinyl sessions and festival trips for lovers of the slow groove.',
    image: '/images/tribes/jazz-and-soul-lovers.webp',
    chatUrl: 'https://chat.whatsapp.com/Wp9GdM4xT7kLs2QbRn6YhA',
    members: 905,
  },
];
