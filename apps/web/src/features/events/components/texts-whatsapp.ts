/** The event page's WhatsApp share (issue 20, item 4), apart so it can be translated on its own. */
export const EVENT_WHATSAPP_T = {
  share: 'Share on WhatsApp',
  /** The message WhatsApp opens with; the event's link follows it. */
  message: (title: string) => `${title} on Tikiti:`,
} as const;
