/** Texts on a record's page (an address, a link, a picture, a value in words or linked), in forms (typed inputs) and as filters. */
import Link from '@mui/material/Link';
import { EmailField, ImageField, TextField, TextInput, UrlField, useRecordContext } from 'react-admin';
import type { TextFieldDef } from '../resources/define';
import { DisplayTextField } from '../src/schema/DisplayTextField';
import { ResourceNameFilter } from '../src/schema/ResourceNameFilter';
import { telHref } from './text.cell';
import { connected, label } from './ui-parts';
import type { KindField, KindUi } from './types';

const field: KindField = (ctx) =>
  'display' in ctx.field && ctx.field.display ? (
    // a value naming something of the app (the audit log's resource, action and record): in words, or a link
    <DisplayTextField key={ctx.name} source={ctx.name} label={label(ctx)} field={ctx.field} registry={ctx.registry} />
  ) : 'pointsTo' in ctx.field && ctx.field.pointsTo?.length ? (
    connected(ctx)
  ) : (
    <TextField key={ctx.name} source={ctx.name} label={label(ctx)} />
  );

/** A phone number on a record's page: a tel: link, so staff call the rider or the store from it. */
function PhoneField({ source }: { source: string; label?: string }) {
  const value = useRecordContext()?.[source];
  if (value === undefined || value === null || value === '') return <span>—</span>;
  return (
    <Link href={telHref(value)} variant="body2">
      {String(value)}
    </Link>
  );
}

const text = (show: KindField, type?: string, multiline?: boolean): KindUi => ({
  field: show,
  input: (ctx) => (
    <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} type={type} multiline={multiline} validate={ctx.validate} fullWidth={multiline} />
  ),
  filter: (ctx) =>
    'display' in ctx.field && ctx.field.display === 'resourceName' ? (
      <ResourceNameFilter key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} registry={ctx.registry} />
    ) : (
      <TextInput key={ctx.name} source={ctx.name} label={label(ctx)} alwaysOn={ctx.field.alwaysOn} resettable />
    ),
});

export const TEXT_UI = {
  text: text(field),
  longText: text(field, undefined, true),
  phone: text((ctx) => <PhoneField key={ctx.name} source={ctx.name} label={label(ctx)} />, 'tel'),
  email: text((ctx) => <EmailField key={ctx.name} source={ctx.name} label={label(ctx)} />, 'email'),
  url: text((ctx) => <UrlField key={ctx.name} source={ctx.name} label={label(ctx)} />, 'url'),
  image: text((ctx) => <ImageField key={ctx.name} source={ctx.name} label={label(ctx)} />, 'url'),
} satisfies Record<TextFieldDef['kind'], KindUi>;
