import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from './description-sanitiser.js';

describe('event description sanitiser', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitiseDescription(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a><a>y</a>');
  });

  it('keeps the allowed formatting and marks web links noopener nofollow', () => {
    expect(
      sanitiseDescription(
        '<h3>Line-up</h3><h4>Doors</h4><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i><br></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com/x" target="_self" rel="opener">site</a>',
      ),
    ).toBe(
      '<h3>Line-up</h3><h4>Doors</h4><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://example.com/x" rel="noopener nofollow" target="_blank">site</a>',
    );
  });

  it('drops other tags but keeps their text, and only http(s) addresses stay', () => {
    expect(sanitiseDescription('<h1>Big</h1><div style="color:red">text</div>')).toBe('Bigtext');
    expect(
      sanitiseDescription(
        '<a href="/local">l</a><a href="//evil.example">p</a><a href="data:text/html,x">d</a><a href="mailto:a@b.c">m</a>',
      ),
    ).toBe('<a>l</a><a>p</a><a>d</a><a>m</a>');
  });
});
