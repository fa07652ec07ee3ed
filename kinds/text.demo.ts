/** Demo texts: from the field's pattern when it has one (so they pass it), else a few words cut to its length; a phone number, an address. */
import RandExp from 'randexp';
import type { FieldDef, TextFieldDef } from '../resources/define';
import type { Gen } from '../resources/demo-gen';
import { maxLengthOf } from './text';
import type { KindDemo } from './types';

const WORDS = ['标准', '快换', '高续航', '城市', '通勤', '夜间', '周末', '企业', '学生', '新手'];

/** A demo text that passes the field's own rules: generated from its pattern when it has one, else `plain` cut to its length. */
function textDemo(g: Gen, field: FieldDef, plain: string): string {
  if ('pattern' in field && field.pattern !== undefined) {
    const text = new RandExp(`^(?:${field.pattern})$`);
    text.max = 8;
    text.randInt = (min: number, max: number) => g.int(min, max);
    return text.gen();
  }
  return plain.slice(0, maxLengthOf(field));
}

export const TEXT_DEMO = {
  text: { demo: (g, f, _c, name) => textDemo(g, f, `${g.pick(WORDS)}${name}${g.int(1, 99)}`) },
  longText: { demo: (g, f) => textDemo(g, f, `${g.pick(WORDS)}，${g.pick(WORDS)}。`) },
  phone: { demo: (g) => g.phone() },
  email: { demo: (_g, _f, ctx) => `user${ctx.index + 1}@example.com` },
  // none by default: a link or a picture the demo does not have
  url: { demo: () => undefined },
  image: { demo: () => undefined },
} satisfies Record<TextFieldDef['kind'], KindDemo>;
