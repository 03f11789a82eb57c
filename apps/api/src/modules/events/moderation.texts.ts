/** The words the public side says about an event an admin took down (translatable). */
export const EVENT_UNPUBLISHED_TEXT =
  'This event has been taken down by Tikiti and is not on sale. If you hold tickets, check your email for what happens next.';
