import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html', () => {
  it('escapes interpolated text, attributes included', () => {
    const name = `<script>alert("x")</script> & 'O'Brien'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;O&#39;Brien&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;O&#39;Brien&#39;</p>',
    );
  });

  it('keeps nested markup built with html, and letters of every language', () => {
    const items = ['Łódź', 'Příliš', 'Ģērbšanās'].map((w) => html`<li>${w}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>Łódź</li><li>Příliš</li><li>Ģērbšanās</li></ul>');
  });
});
