/** Demo texts: from the field's pattern when it has one (so they pass it), else a few words cut to its length; a phone number, an address. */
import RandExp from 'randexp';
import type { FieldDef, TextFieldDef } from '../resources/define';
import type { Gen } from '../resources/demo-gen';
import { maxLengthOf } from './text';
import type { KindDemo } from './types';

/**
 * A field with no generator of its own gets a remark staff could have written: a whole sentence,
 * never a word glued to the field's name ("标准amendReason68"). A field with a sense of its own (a
 * reason, a fault, a resolution) is given its texts by its resource's demo (resources/<section>/<name>.demo.ts).
 * The same draws as before, in the same order (one pick, one number), so no other generated value moves.
 */
const REMARKS = [
  '已与骑手电话确认。',
  '按门店要求处理。',
  '详见工单记录。',
  '已现场核实。',
  '按公司规定执行。',
  '客服已回访。',
  '资料已补齐。',
  '由运维人员跟进。',
  '已通知相关门店。',
  '情况属实，已登记。',
];
const CLOSING = ['请知悉。', '如有疑问请联系客服。', '后续进展将另行通知。'];

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
  text: {
    demo: (g, f, _ctx, _name) => {
      const remark = g.pick(REMARKS);
      g.int(1, 99); // the number the text once ended with: still drawn, so the values generated after it stay the same
      return textDemo(g, f, remark);
    },
  },
  longText: { demo: (g, f) => textDemo(g, f, `${g.pick(REMARKS)}${g.pick(CLOSING)}`) },
  phone: { demo: (g) => g.phone() },
  email: { demo: (_g, _f, ctx) => `user${ctx.index + 1}@example.com` },
  // none by default: a link or a picture the demo does not have
  url: { demo: () => undefined },
  image: { demo: () => undefined },
} satisfies Record<TextFieldDef['kind'], KindDemo>;
