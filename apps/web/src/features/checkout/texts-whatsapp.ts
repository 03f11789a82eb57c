/** "Send to WhatsApp" on the success page and My tickets (issue 20, item 4), apart so it can be translated on its own. */
export const WHATSAPP_T = {
  open: 'Send to WhatsApp',
  phoneLabel: 'WhatsApp number',
  phonePlaceholder: '0712 345 678',
  send: 'Open WhatsApp',
  cancel: 'Cancel',
  invalidPhone: 'Enter a Kenyan mobile number, e.g. 0712 345 678.',
  hint: 'WhatsApp opens with a link to these tickets; anyone with the link can open them.',
  /** The message WhatsApp opens with; the tickets' link follows it. */
  message: (title: string) => `Tickets for ${title}:`,
} as const;
