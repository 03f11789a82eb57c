import { localized } from '../lib/translated.js';

/** The errors plugin's own sentences (a body it could not read, a failure of ours), in the request's language. */
export const ERRORS_TEXT = localized(
  {
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty; send a JSON object.',
    notJson: 'Send the request body as JSON (Content-Type: application/json).',
    tooLarge: 'The request body is too large.',
    internal: 'Something went wrong on our side. Please try again.',
    /** A route's own limit (@fastify/rate-limit): its English sentence, which names the wait, as it is. */
    routeRateLimited: (english: string) => english,
  } as const,
  {
    invalidJson: 'Maudhui ya ombi si JSON halali.',
    emptyJson: 'Maudhui ya ombi ni tupu; tuma kitu cha JSON.',
    notJson: 'Tuma maudhui ya ombi kama JSON (Content-Type: application/json).',
    tooLarge: 'Maudhui ya ombi ni makubwa mno.',
    internal: 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
    routeRateLimited: () => 'Maombi mengi mno kwa muda mfupi. Tafadhali subiri kidogo kisha ujaribu tena.',
  },
);
