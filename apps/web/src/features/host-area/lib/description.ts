/**
 * The description is edited as light text (blank line: new paragraph; '- ' lines: a list;
 * **bold**, _italic_, [text](https://link)) and sent as the HTML the server's allow-list keeps
 * (p, br, strong, em, ul/li, a with http(s) links). Editing an event turns its HTML back into the
 * same light text, so a round trip changes nothing.
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(>])_([^_\n]+)_(?=$|[\s.,;:!?)<])/g, '$1<em>$2</em>');
}

const LIST_LINE = /^\s*[-*•]\s+/;

export function markupToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => LIST_LINE.test(l)))
        return `<ul>${lines.map((l) => `<li>${inline(l.replace(LIST_LINE, ''))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
}

function walk(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s*\n\s*/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = () => Array.from(node.childNodes).map(walk).join('');
  switch (node.tagName.toLowerCase()) {
    case 'br':
      return '\n';
    case 'strong':
    case 'b':
      return `**${inner()}**`;
    case 'em':
    case 'i':
      return `_${inner()}_`;
    case 'a': {
      const href = node.getAttribute('href') ?? '';
      return /^https?:\/\//.test(href) ? `[${inner()}](${href})` : inner();
    }
    case 'ul':
    case 'ol':
      return `\n\n${Array.from(node.children)
        .map((li) => `- ${Array.from(li.childNodes).map(walk).join('').trim()}`)
        .join('\n')}\n\n`;
    case 'p':
    case 'div':
      return `\n\n${inner()}\n\n`;
    default:
      return inner();
  }
}

export function htmlToMarkup(html: string): string {
  if (!html) return '';
  // A description saved before formatting existed is plain text: keep its line breaks.
  if (!/<[a-z][^>]*>/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return walk(doc.body)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
