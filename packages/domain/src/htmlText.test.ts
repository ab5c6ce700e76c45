import { describe, expect, it } from 'vitest';
import { htmlTextParagraphs } from './htmlText';

describe('htmlTextParagraphs', () => {
  it('keeps the text of HTML, breaking at block ends and decoding entities', () => {
    expect(htmlTextParagraphs('a<br>b &lt;c&gt;<div>d&#228;</div>\n\n e  f ')).toEqual([
      'a',
      'b <c>',
      'dä',
      'e f',
    ]);
    expect(htmlTextParagraphs('<p>Measure &amp; compare.</p><p>Choose<br>the larger size.</p>')).toEqual([
      'Measure & compare.',
      'Choose',
      'the larger size.',
    ]);
  });

  it('drops every tag, so nothing in the content can become markup', () => {
    expect(htmlTextParagraphs('<script>alert(1)</script>Plain')).toEqual(['alert(1)Plain']);
    expect(htmlTextParagraphs('<img src=x onerror=alert(1)>Text &unknown;')).toEqual(['Text &unknown;']);
  });

  it('gives no paragraphs for no content', () => {
    expect(htmlTextParagraphs(null)).toEqual([]);
    expect(htmlTextParagraphs('  <p> </p> ')).toEqual([]);
  });
});
