import { T } from './texts';

/** "Send to WhatsApp" on the success page and My tickets (issue 20, item 4); its words are in checkout.json ("whatsapp"). */
export const WHATSAPP_T = T.whatsapp;
