/**
 * The component tests' indexed `getComputedStyle` (indexed-computed-style.ts) answers what jsdom's own does, property
 * by property, for every element of a page of MUI components and of a style sheet of the selectors the index reads
 * (classes, ids, tags, combinators, pseudo-classes and -elements) and of those it cannot (attributes, `:not()`,
 * `:nth-child()`, escapes, `*`), in and out of `@media screen` and `print`.
 */
import { render } from '@testing-library/react';
import { Button, Collapse, Dialog, DialogTitle, TextField } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { withJsdomStyles } from './indexed-computed-style';

const SHEET = `
  .swap { display: inline-block }
  .plain { display: flex; color: red }
  div.tagged > span { visibility: hidden }
  #named .inner, .other { pointer-events: none }
  ul li + li { color: blue }
  .a.b { display: none }
  .hover-only:hover { display: none }
  .before::before { content: 'x' }
  [data-off] { display: none }
  li:not(.keep) { visibility: collapse }
  li:nth-child(2) { pointer-events: none }
  .esc\\:aped { display: inline }
  * { caret-color: green }
  @media screen { .screen { display: none } }
  @media print { .plain { display: block } }
  .plain { color: rgb(1, 2, 3) }
`;

/** Every property of each element's computed style, as jsdom's own or the index works it out. */
const styles = (getComputedStyle: Window['getComputedStyle']) =>
  [...document.body.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    const properties = Array.from(style).map((p) => `${p}: ${style.getPropertyValue(p)}`);
    return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} { ${properties.sort().join('; ')} }`;
  });

describe('the indexed computed style', () => {
  afterEach(() => document.getElementById('probe-sheet')?.remove());

  it('answers as jsdom does for every element, whatever the selector', () => {
    const sheet = document.createElement('style');
    sheet.id = 'probe-sheet';
    sheet.textContent = SHEET;
    document.head.append(sheet);
    render(
      <div>
        <div className="tagged">
          <span className="plain a b">one</span>
        </div>
        <section id="named">
          <p className="inner before">two</p>
        </section>
        <ul>
          <li className="keep">three</li>
          <li data-off="">four</li>
          <li className="esc:aped screen other hover-only">five</li>
        </ul>
        <em className="swap">six</em>
        <Button disabled>Save</Button>
        <TextField label="Name" />
        <Collapse in={false}>
          <p>folded</p>
        </Collapse>
        <Dialog open disablePortal>
          <DialogTitle>Title</DialogTitle>
        </Dialog>
      </div>,
    );
    const indexed = styles(window.getComputedStyle);
    const jsdom = withJsdomStyles(styles);
    expect(indexed.length).toBeGreaterThan(20);
    expect(indexed).toEqual(jsdom);
    // the sheet did reach the elements: what the index must not skip
    expect(indexed.find((s) => s.startsWith('span.plain a b'))).toMatch(/display: none/);
    expect(indexed.find((s) => s.startsWith('li.keep'))).toMatch(/visibility: visible/);
    expect(indexed.find((s) => s.startsWith('li. '))).toMatch(/display: none/);
    expect(indexed.find((s) => s.startsWith('li.esc:aped'))).toMatch(/display: none/);

    // a rule replaced in place through the CSSOM (the sheet as long as before), then any change of the tree (which
    // empties jsdom's cache of computed styles): the index is made again
    sheet.sheet!.deleteRule(0);
    sheet.sheet!.insertRule('.swap { display: table }', 0);
    document.body.append(document.createElement('i'));
    const replaced = styles(window.getComputedStyle);
    expect(replaced.find((s) => s.startsWith('em.swap'))).toMatch(/display: table/);
    expect(replaced).toEqual(withJsdomStyles(styles));
  });
});
