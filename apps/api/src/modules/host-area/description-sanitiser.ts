import sanitizeHtml from 'sanitize-html';

/** Only absolute web addresses: no javascript:, data:, protocol-relative or relative links. */
const WEB_LINK = /^https?:\/\/[^\s/]/i;

/**
 * The formatting a host may use in an event description (decision 015): paragraphs, line
 * breaks, bold, italic, lists, small headings and links. Everything else is dropped: scripts,
 * styles and frames with their content, other tags keeping their text, every attribute but a
 * link's href (which must be http or https; the link gains rel="noopener nofollow" and opens in
 * a new tab). A link without a usable address keeps its text and no attributes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      // Renaming the tag here confuses the library's closing tags, so a link without a web
      // address stays an <a> with no attributes: plain text that goes nowhere.
      if (!WEB_LINK.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener nofollow', target: '_blank' } };
    },
  },
};

/** The description as stored and shown: the allowed formatting only, trimmed. */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
