import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rich } from './rich';

afterEach(cleanup);

const html = (message: string, tags: Parameters<typeof rich>[1]) =>
  render(<p>{rich(message, tags)}</p>).container.innerHTML;

describe('rich', () => {
  it('renders each numbered tag through its renderer, keeping the text around it', () => {
    expect(
      html('See the <0>Refund Policy</0> and <1>Pricing</1>.', [
        (t) => <a href="/refund-policy">{t}</a>,
        (t) => <strong>{t}</strong>,
      ]),
    ).toBe('<p>See the <a href="/refund-policy">Refund Policy</a> and <strong>Pricing</strong>.</p>');
  });

  it('lets a language put the tags in another order', () => {
    expect(html('<1>Bei</1> na <0>Sera</0>', [(t) => <em>{t}</em>, (t) => <b>{t}</b>])).toBe(
      '<p><b>Bei</b> na <em>Sera</em></p>',
    );
  });

  it('returns a message without tags as the string itself', () => {
    expect(rich('Plain words.', [])).toBe('Plain words.');
  });

  it('shows a tag without a renderer as plain text, and leaves unmatched tags alone', () => {
    expect(html('<0>a</0> <1>b</1> <2>c', [(t) => <i>{t}</i>])).toBe('<p><i>a</i> b &lt;2&gt;c</p>');
  });
});
