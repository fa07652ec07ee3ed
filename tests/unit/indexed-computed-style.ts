/**
 * jsdom's `getComputedStyle`, with its rules looked up by an index instead of tried one by one. What Testing Library
 * reads to name an element and to know it is visible, and user-event to know it takes a click, is a computed style;
 * jsdom works one out by matching the element against every rule of every style sheet (the browser's defaults and
 * each rule emotion inserted for MUI's components): four fifths of that time in a component test here went into
 * selectors that could not match (StructureEditors.test.tsx: 8.3 of its 23.7 s in that loop). Indexed, that file's
 * tests 21 → 15 s, the unit and component stage 142 → 119 s (its CPU 263 → 216 s), the same 695 tests passing.
 *
 * The cascade is jsdom's own, unchanged (its `style-rules.js`: the same rules, in the same order, matched by the same
 * selector engine, the same cache per document that jsdom empties at every change of the tree); only the rules an
 * element cannot match are skipped — a rule whose every selector ends in a class, an id or a tag the element does not
 * have. A selector the index cannot read (brackets, parentheses, escapes) is always tried. The one place the suite
 * works around jsdom; `INDEXED_STYLES=0` turns it off to compare.
 */
import { createRequire } from 'node:module';

/** jsdom's internals this leans on: its cascade, its selector matching, its wrappers and its CSS parsers. */
interface StyleRules {
  getDeclarationForElement(element: ElementImpl): CSSStyleDeclaration;
  getResolvedValue(element: ElementImpl, property: string): string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
  SHADOW_DOM_PSEUDO_REGEXP: RegExp;
}
interface ElementImpl {
  localName: string;
  _ownerDocument: DocumentImpl;
  style: CSSStyleDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
  styleSheets: { _list: CSSStyleSheet[] };
}
interface Rule {
  selectorText?: string;
  style: CSSStyleDeclaration;
  media?: MediaList;
  cssRules?: CSSRuleList;
}

/** A sheet's style rules (those of its `screen` media blocks in place), each under the key its selectors end in. */
interface SheetIndex {
  /** What the index was made of: the sheet's number of rules, and the count of rules added or removed anywhere. */
  length: number;
  changes: number;
  rules: Rule[];
  /** Rules every element must be tried against (a selector the index cannot read, or one with no key). */
  always: number[];
  byKey: Map<string, number[]>;
}

const KEYLESS = /[[\]()\\]/;

/** Rules added to or removed from any sheet or group (`insertRule`, `deleteRule`): an index made before is made again. */
let rulesChanged = 0;

/** The key a selector's last compound ends in: `.class`, `#id` or a tag; undefined when it has none the index can use. */
function keyOf(selector: string): string | undefined {
  const compounds = selector.trim().split(/\s*[\s>+~]\s*/);
  const last = compounds[compounds.length - 1].replace(/::?[a-zA-Z-]+/g, '');
  const cls = /\.([^.#:\s]+)/.exec(last);
  if (cls) return `.${cls[1]}`;
  const id = /#([^.#:\s]+)/.exec(last);
  if (id) return `#${id[1]}`;
  const tag = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(last);
  return tag ? tag[1].toLowerCase() : undefined;
}

function indexSheet(sheet: { cssRules: CSSRuleList }): SheetIndex {
  const rules: Rule[] = [];
  for (const rule of Array.from(sheet.cssRules) as unknown as Rule[]) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) rules.push(...(Array.from(rule.cssRules ?? []) as unknown as Rule[]));
    } else rules.push(rule);
  }
  const always: number[] = [];
  const byKey = new Map<string, number[]>();
  rules.forEach((rule, i) => {
    const text = rule.selectorText;
    if (!text) return; // jsdom matches nothing against a rule without selectors (@font-face, @keyframes)
    const keys = KEYLESS.test(text) ? undefined : text.split(',').map(keyOf);
    if (!keys || keys.some((k) => k === undefined)) return void always.push(i);
    for (const key of new Set(keys as string[])) {
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    }
  });
  return { length: sheet.cssRules.length, changes: rulesChanged, rules, always, byKey };
}

const INDEXED = Symbol.for('indexed-computed-style');

export function indexComputedStyles(window: Window & typeof globalThis): void {
  // once per document: the setup file runs again for each file of a worker that keeps its document
  const marked = window as unknown as Record<symbol, boolean>;
  if (process.env.INDEXED_STYLES === '0' || marked[INDEXED]) return;
  marked[INDEXED] = true;
  const require = createRequire(import.meta.url);
  const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js') as StyleRules;
  const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors.js') as {
    matchesDontThrow(element: ElementImpl, selector: string): boolean;
  };
  const idl = require('jsdom/lib/jsdom/living/generated/utils.js') as { implForWrapper(wrapper: unknown): ElementImpl };
  const jsdomRequire = createRequire(require.resolve('jsdom/package.json'));
  const cssom = jsdomRequire('rrweb-cssom') as {
    parse(text: string): { cssRules: CSSRuleList };
    CSSStyleSheet: { prototype: Record<string, unknown> };
    CSSGroupingRule: { prototype: Record<string, unknown> };
  };
  // a rule replaced in place leaves a sheet's length as it was: every insertion and removal is counted
  for (const proto of [cssom.CSSStyleSheet.prototype, cssom.CSSGroupingRule.prototype])
    for (const method of ['insertRule', 'deleteRule']) {
      const own = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: unknown, ...args: unknown[]) {
        rulesChanged++;
        return own.apply(this, args);
      };
    }
  const { CSSStyleDeclaration: Declaration } = jsdomRequire('cssstyle') as { CSSStyleDeclaration: new () => CSSStyleDeclaration };
  const defaults = indexSheet(cssom.parse(require('jsdom/lib/jsdom/browser/default-stylesheet.js') as string));
  const indexes = new WeakMap<object, SheetIndex>();

  const indexOf = (sheet: CSSStyleSheet): SheetIndex => {
    let index = indexes.get(sheet);
    if (!index || index.length !== sheet.cssRules.length || index.changes !== rulesChanged) indexes.set(sheet, (index = indexSheet(sheet)));
    return index;
  };

  /** The rules of `index` that `element` matches, in the sheet's order (jsdom's cascade: the later wins). */
  const matching = (index: SheetIndex, element: ElementImpl, keys: readonly string[], found: Rule[]) => {
    const candidates = [...index.always];
    for (const key of keys) {
      const list = index.byKey.get(key);
      if (list) candidates.push(...list);
    }
    candidates.sort((a, b) => a - b);
    let previous = -1;
    for (const i of candidates) {
      if (i === previous) continue;
      previous = i;
      const rule = index.rules[i];
      if (matchesDontThrow(element, rule.selectorText as string)) found.push(rule);
    }
  };

  // jsdom's getDeclarationForElement (style-rules.js), its rules found through the indexes
  const jsdomDeclaration = styleRules.getDeclarationForElement;
  const indexedDeclaration = (element: ElementImpl) => {
    const document = element._ownerDocument;
    const cache = (document._styleCache ??= new WeakMap());
    const cached = cache.get(element);
    if (cached) return cached;
    const keys = [element.localName.toLowerCase()];
    for (const name of (element.getAttributeNS(null, 'class') ?? '').split(/\s+/)) if (name) keys.push(`.${name}`);
    const id = element.getAttributeNS(null, 'id');
    if (id) keys.push(`#${id}`);
    const rules: Rule[] = [];
    matching(defaults, element, keys, rules);
    for (const sheet of document.styleSheets._list) matching(indexOf(sheet), element, keys, rules);
    const declaration = new Declaration();
    const apply = (style: CSSStyleDeclaration, property: string) => {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    for (const rule of rules) for (const property of Array.from(rule.style)) apply(rule.style, property);
    for (const property of Array.from(element.style)) apply(element.style, property);
    cache.set(element, declaration);
    return declaration;
  };
  styleRules.getDeclarationForElement = indexedDeclaration;

  // jsdom's window.getComputedStyle (browser/Window.js), which holds the original function by its own reference
  const original = window.getComputedStyle.bind(window);
  const indexed = (element: Element, pseudo?: string | null) => {
    if (pseudo) return original(element, pseudo);
    const impl = idl.implForWrapper(element);
    if (!impl) return original(element, pseudo);
    const declaration = new Declaration();
    const own = styleRules.getDeclarationForElement(impl);
    for (const property of Array.from(own)) declaration.setProperty(property, own.getPropertyValue(property), own.getPropertyPriority(property));
    for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented))
      declaration.setProperty(property, styleRules.getResolvedValue(impl, property));
    return declaration;
  };
  window.getComputedStyle = indexed;
  globalThis.getComputedStyle = indexed;

  unindexed = (read) => {
    const emptyCache = () => ((idl.implForWrapper(window.document) as unknown as DocumentImpl)._styleCache = null);
    styleRules.getDeclarationForElement = jsdomDeclaration;
    emptyCache();
    try {
      return read(original);
    } finally {
      styleRules.getDeclarationForElement = indexedDeclaration;
      emptyCache();
    }
  };
}

let unindexed: (<T>(read: (getComputedStyle: Window['getComputedStyle']) => T) => T) | undefined;

/** Runs `read` with jsdom's own `getComputedStyle`, every rule tried (what the test of the index compares with). */
export function withJsdomStyles<T>(read: (getComputedStyle: Window['getComputedStyle']) => T): T {
  if (!unindexed) throw new Error('the index is not in place (INDEXED_STYLES=0, or no document)');
  return unindexed(read);
}
