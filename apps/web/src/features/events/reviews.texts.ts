import { T } from './texts';

/** Words of the reviews on the event page; they are in event.json ("reviews"). */
export const ET = T.reviews;
