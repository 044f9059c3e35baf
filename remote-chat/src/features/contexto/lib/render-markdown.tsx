import type { ReactNode } from 'react';

/*
 * The preview of a context section: the little Markdown people write in such a text (headings,
 * lists, bold, italics, paragraphs) turned into React elements. Never HTML from the text: what
 * is typed is shown as text, so nothing typed can run in the page.
 */

/** Bold (**x**) and italics (*x* or _x_) inside a line, as React nodes. */
function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_/g;
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    if (match[1] !== undefined) nodes.push(<strong key={`${key}-${index}`}>{match[1]}</strong>);
    else nodes.push(<em key={`${key}-${index}`}>{match[2] ?? match[3]}</em>);
    last = at + match[0].length;
    index += 1;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * Markdown text as React elements: `#`–`###` headings, `-`/`*` and `1.` lists, paragraphs.
 * @example renderMarkdown('## Horários\n- Seg a sex: 8h às 18h') // → [<h4>Horários</h4>, <ul><li>Seg a sex: 8h às 18h</li></ul>]
 */
export function renderMarkdown(text: string): ReactNode[] {
  const blocks: ReactNode[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let list: { ordered: boolean; items: string[] } | null = null;
  let paragraph: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push(<p key={`p${blocks.length}`}>{inline(paragraph.join(' '), `p${blocks.length}`)}</p>);
    paragraph = [];
  };
  const flushList = () => {
    if (!list) return;
    const key = `l${blocks.length}`;
    const items = list.items.map((item, index) => <li key={index}>{inline(item, `${key}-${index}`)}</li>);
    blocks.push(list.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>);
    list = null;
  };

  for (const line of lines) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      // Headings sit under the section's own title (h3): one level below, whatever the # count.
      blocks.push(<h4 key={`h${blocks.length}`}>{inline(heading[2] ?? '', `h${blocks.length}`)}</h4>);
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = !bullet;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
