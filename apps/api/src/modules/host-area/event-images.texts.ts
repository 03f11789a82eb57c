import { EVENT_IMAGES_MAX } from '@tribe/contracts';

/** Every sentence the event image routes say, in one place. */
export const EVENT_IMAGE_TEXT = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notMultipart: 'Send the picture as multipart/form-data in a field named "file".',
  fileMissing: 'Choose a picture to upload.',
  notAPicture: 'That file is not a JPEG, PNG or WebP picture. Choose a photo or poster in one of those formats.',
  tooBig: (mb: number) => `That picture is larger than ${mb} MB. Choose a smaller one, or export it at a lower size.`,
  full: `This event already has ${EVENT_IMAGES_MAX} images. Remove one before adding another.`,
  imageNotFound: 'That image is not on this event any more. Reload the page to see its images.',
  changed: 'The event’s images changed since this page loaded. Reload the page and try again.',
} as const;
