import { T } from './texts';

/** The host block of the event page; its words are in event.json ("host"). */
export const HOST_TEXT = T.host;
