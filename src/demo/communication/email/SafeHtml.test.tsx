import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const PAYLOADS = [
  '<p>Hello, the invoice you asked for is below.</p>',
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<p><a href="javascript:window.__xss=1">Open the invoice</a></p>',
  '<a href="  jav&#x09;ascript:window.__xss=1">tabbed scheme</a>',
  '<svg onload="window.__xss=1"><circle r="4"></circle><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text>svg link</text></a></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><input autofocus onfocus="window.__xss=1"><button formaction="javascript:window.__xss=1">go</button></form>',
  '<style>body{display:none}</style><div style="position:fixed;inset:0" onclick="window.__xss=1">overlay</div>',
  '<details open ontoggle="window.__xss=1">d</details><body onload="window.__xss=1">',
  '<math><mtext><img src=x onerror="window.__xss=1"></mtext></math>',
  '<a href="https://example.com/report">safe link</a>',
].join('');

const attributesOf = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => ({ tag: el.tagName.toLowerCase(), name: a.name.toLowerCase(), value: a.value })),
  );

describe('SafeHtml', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it('removes scripts, event handlers, javascript: URLs and SVG payloads', () => {
    const { container } = render(<SafeHtml html={PAYLOADS} />);
    const root = container.firstElementChild as HTMLElement;

    expect(root.querySelectorAll('script, style, iframe, object, embed, form, input, button, svg, math')).toHaveLength(0);
    const attrs = attributesOf(root);
    expect(attrs.filter((a) => a.name.startsWith('on'))).toEqual([]);
    expect(attrs.filter((a) => /javascript:/i.test(a.value.replace(/\s/g, '')))).toEqual([]);
    expect(attrs.filter((a) => a.name === 'style')).toEqual([]);
    expect(root.innerHTML).not.toMatch(/onerror|onload|onfocus|ontoggle|onclick/i);

    // the harmless content is kept
    expect(root.textContent).toContain('Hello, the invoice you asked for is below.');
    expect(root.textContent).toContain('Open the invoice');
    // clicking what is left runs nothing
    for (const el of root.querySelectorAll('a, img, div, details')) (el as HTMLElement).click();
    expect(window.__xss).toBeUndefined();
  });

  it('opens links in a new tab without an opener', () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com/a">a</a><a href="/apps/email">b</a><a>no href</a>'} />);
    const links = [...container.querySelectorAll('a[href]')];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('sanitizeHtml leaves plain formatting alone', () => {
    expect(sanitizeHtml('<p>Hi <b>there</b></p><ul><li>one</li></ul>')).toBe('<p>Hi <b>there</b></p><ul><li>one</li></ul>');
  });
});

describe('SafeHtml images', () => {
  it('keeps inline images and drops remote or broken ones', () => {
    const { container } = render(
      <SafeHtml html={'<img src=x><img src="https://tracker.example/p.gif"><img alt="dot" src="data:image/png;base64,iVBORw0KGgo=">'} />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('alt', 'dot');
  });
});
