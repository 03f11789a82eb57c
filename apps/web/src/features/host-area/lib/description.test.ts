import { describe, expect, it } from 'vitest';
import { htmlToMarkup, markupToHtml } from './description';

describe('the description’s light formatting', () => {
  it('becomes the allowed HTML: paragraphs, line breaks, bold, italic, lists and http(s) links', () => {
    expect(
      markupToHtml(
        'Doors at **7pm**, _sharp_.\nBring ID.\n\n- Food\n- Drinks\n\nMore at [our site](https://example.com).',
      ),
    ).toBe(
      '<p>Doors at <strong>7pm</strong>, <em>sharp</em>.<br>Bring ID.</p><ul><li>Food</li><li>Drinks</li></ul>' +
        '<p>More at <a href="https://example.com">our site</a>.</p>',
    );
  });

  it('escapes anything that looks like markup, and keeps other links as text', () => {
    expect(markupToHtml('<script>x</script> & [x](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; [x](javascript:alert(1))</p>',
    );
  });

  it('turns the server’s HTML back into the same text, so saving unchanged changes nothing', () => {
    const text =
      'Doors at **7pm**, _sharp_.\nBring ID.\n\n- Food\n- Drinks\n\nMore at [our site](https://example.com).';
    expect(htmlToMarkup(markupToHtml(text))).toBe(text);
    expect(htmlToMarkup('Plain old text')).toBe('Plain old text');
  });
});
