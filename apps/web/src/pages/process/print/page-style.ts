/** A CSS string literal holding `text` (quotes and backslashes escaped, line breaks as spaces). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n\f]+/g, ' ')}"`;
}

const PAGE = '\u0001';
const PAGES = '\u0002';

/**
 * The `content` of a margin box from a text with page numbers in it: `pageText(PAGE, PAGES)`
 * gives the translated text with the two marks where the numbers go (第 n 页 / 共 m 页).
 */
export function pageCounterContent(pageText: (page: string, pages: string) => string): string {
  return pageText(PAGE, PAGES)
    .split(new RegExp(`(${PAGE}|${PAGES})`))
    .filter((part) => part !== '')
    .map((part) => (part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

/** The named page (CSS `page`) a work's sheet prints on: its pages carry its flow number. */
export const sheetPageName = (workId: number) => `work-${workId}`;

/**
 * The sheet and its footer on every printed page: A4 portrait, 15 mm margins, who printed and
 * when at the bottom left, the work's flow number in the middle (so a loose second page still
 * says which form it belongs to), the page number at the bottom right (page margin boxes,
 * Chromium 131+). Rendered by the page, so the rules go when it does and no other page prints
 * with them.
 */
export function pageRules(
  footer: string,
  pageContent: string,
  sheets: readonly { workId: number; label: string }[],
): string {
  const box = 'font-size: 8pt; color: #595959; font-family: "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;';
  const named = sheets.map(
    ({ workId, label }) => `@page ${sheetPageName(workId)} { @bottom-center { content: ${cssString(label)}; ${box} } }`,
  );
  return [
    `@page {
  size: A4 portrait;
  margin: 15mm;
  @bottom-left { content: ${cssString(footer)}; ${box} }
  @bottom-right { content: ${pageContent}; ${box} }
}`,
    ...named,
  ].join('\n');
}
