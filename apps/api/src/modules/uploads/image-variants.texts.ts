/** What the data saver's picture copies answer when asked for something they do not make (translatable). */
export const IMAGE_VARIANTS_TEXT = {
  widthInvalid: 'Smaller copies of pictures come in these widths only: {widths}.',
  notFound: 'There is no such picture.',
} as const;
