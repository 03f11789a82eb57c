import { Fragment, type ReactNode } from 'react';

/** Renders the text inside one numbered tag: a link, a <strong>. */
export type TagRenderer = (chunk: string) => ReactNode;

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/**
 * A message with numbered tags as React nodes: in 'See the <0>Refund Policy</0>.', the words
 * inside <0>…</0> go through tags[0]. A sentence with a link or bold words stays one message,
 * so each language can put them where its grammar needs them, while the link itself stays in
 * the markup. Tags do not nest; a tag without a renderer shows its text plain.
 */
export function rich(message: string, tags: readonly TagRenderer[]): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = tags[Number(match[1])];
    const chunk = match[2] ?? '';
    nodes.push(<Fragment key={nodes.length}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes.length === 1 && typeof nodes[0] === 'string' ? nodes[0] : nodes;
}
