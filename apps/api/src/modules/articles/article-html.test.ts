import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './article-html.js';

describe('article HTML sanitiser', () => {
  it('keeps the allowed structure and text', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Some <strong>bold</strong> and <em>soft</em> words<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><p>Some <strong>bold</strong> and <em>soft</em> words<br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>',
    );
  });

  it('removes scripts and style elements with their content', () => {
    const html = '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><p>there</p>';
    expect(sanitizeArticleHtml(html)).toBe('<p>Hi</p><p>there</p>');
  });

  it('removes event handlers, inline styles and unknown attributes', () => {
    const html =
      '<p style="color:red" onclick="steal()" class="x">text</p><img src="/media/a.svg" alt="A" onerror="steal()" width="9">';
    expect(sanitizeArticleHtml(html)).toBe('<p>text</p><img src="/media/a.svg" alt="A" />');
  });

  it('keeps http, https and mailto links with rel=noopener and drops javascript: and data: URLs', () => {
    expect(sanitizeArticleHtml('<a href="https://chaba.example/x" target="_blank">go</a>')).toBe(
      '<a href="https://chaba.example/x" target="_blank" rel="noopener">go</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:care@chaba.example" rel="opener">mail</a>')).toBe(
      '<a href="mailto:care@chaba.example" rel="noopener">mail</a>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="data:text/html,hi">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it('keeps images from http(s) or this site only', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.png" alt="a">')).toBe(
      '<img src="https://cdn.example/a.png" alt="a" />',
    );
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)">')).toBe('<img />');
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeArticleHtml('<img src="//evil.example/a.png">')).toBe('<img />');
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    expect(sanitizeArticleHtml('<div><iframe src="https://x"></iframe><span>kept</span></div>')).toBe('kept');
  });
});
