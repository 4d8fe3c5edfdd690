// The pages are GitHub Markdown, where `<login>` or `<id>` in prose is text: Vue would read them
// as unclosed elements. Raw HTML is therefore shown as text, except comments (the generated-block
// and not-run markers), which are dropped.
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const isComment = (text) => /^\s*<!--[\s\S]*-->\s*$/.test(text);

/** A markdown-it plugin: raw HTML as text, comments removed. */
export function plainHtml(md) {
  for (const rule of ['html_inline', 'html_block']) {
    md.renderer.rules[rule] = (tokens, index) => {
      const content = tokens[index].content;
      return isComment(content) ? '' : escape(content);
    };
  }
}
