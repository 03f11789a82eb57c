/** Text checks with no schema library, for the browser and the server alike. */

/** C0 controls and DEL, minus tab, line feed and carriage return (allowed in multi-line text). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

export const hasControlChars = (s: string, multiline = false): boolean =>
  (multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE).test(s);
