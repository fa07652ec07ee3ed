/** Texts in a list: an address or a link that opens, a picture, a record's number or id linked to its page; in words when the field names something of the app. */
import type { TextFieldDef } from '../resources/define';
import { RecordOfLink } from '../src/schema/DisplayTextField';
import { displayOf, displayText } from '../src/schema/displayText';
import { fieldLabel } from '../src/schema/labels';
import { registry } from '../src/schema/registry';
import { isEmpty, plain, stopRowClick, textCell, valueLink } from './cell-parts';
import type { KindCell } from './types';

/** The value, in words when it names something of the app (the audit log's resource and action). */
const text: KindCell['text'] = (_def, name, field, record, env) => displayText(field, record[name], record, env.translate) ?? plain(record[name]);

/** A phone number's `tel:` address: its digits and a leading +, without the spaces and dashes it is written with. */
export const telHref = (phone: unknown): string => `tel:${String(phone).replace(/[^\d+]/g, '')}`;

const HREF = { email: (v: unknown) => `mailto:${String(v)}`, url: (v: unknown) => String(v), tel: telHref };

const link =
  (kind: 'email' | 'url' | 'tel'): KindCell['cell'] =>
  (_def, name) =>
  (r) =>
    isEmpty(r[name]) ? null : (
      <a className="SchemaCell-link" href={HREF[kind](r[name])} onClick={stopRowClick} {...(kind === 'url' ? { target: '_blank', rel: 'noreferrer' } : {})}>
        {String(r[name])}
      </a>
    );

const plainText: KindCell = { cell: textCell(text), text, align: 'left' };

export const TEXT_CELLS = {
  text: {
    cell: (def, name, field) => {
      // a record's id in the resource the row names (the audit log): a link to it when the user may open it
      if (displayOf(field)?.startsWith('recordOf:'))
        return (r) => (isEmpty(r[name]) ? null : <RecordOfLink name={name} field={field} record={r} registry={registry} className="SchemaCell-link" />);
      // another record's number (pointsTo): a link to that record when it is found and may be opened
      return 'pointsTo' in field && field.pointsTo?.length
        ? (r, env) => (isEmpty(r[name]) ? null : valueLink(env.linkTo(name, r[name]), String(r[name])))
        : textCell(text)(def, name, field);
    },
    text,
    align: 'left',
  },
  longText: plainText,
  // a number staff call from the list: a tel: link (a phone dials it, a desktop hands it to its softphone)
  phone: { cell: link('tel'), text, align: 'left' },
  email: { cell: link('email'), text, align: 'left' },
  url: { cell: link('url'), text, align: 'left' },
  image: {
    cell: (def, name) => (r, env) => {
      const src = Array.isArray(r[name]) ? r[name][0] : r[name];
      return isEmpty(src) ? null : <img className="SchemaCell-image" src={String(src)} alt={env.translate(fieldLabel(def, name))} loading="lazy" />;
    },
    text,
    align: 'left',
  },
} satisfies Record<TextFieldDef['kind'], KindCell>;
