/** A point on a record's page (kinds/geo.ts `geoText`), two degrees in forms (longitude, latitude); no filter. */
import { FunctionField, NumberInput, useTranslate } from 'react-admin';
import { geoText } from './geo';
import { label } from './ui-parts';
import type { KindContext, KindUi } from './types';

function GeoInput({ ctx }: { ctx: KindContext }) {
  const translate = useTranslate();
  const base = translate(label(ctx));
  return (
    <span style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <NumberInput source={`${ctx.name}.lng`} label={`${base} · ${translate('app.schema.longitude')}`} min={-180} max={180} step={0.00001} />
      <NumberInput source={`${ctx.name}.lat`} label={`${base} · ${translate('app.schema.latitude')}`} min={-90} max={90} step={0.00001} />
    </span>
  );
}

export const GEO_UI = {
  geo: {
    field: (ctx) => <FunctionField key={ctx.name} source={ctx.name} label={label(ctx)} render={(r) => <span dir="ltr">{geoText(r?.[ctx.name])}</span>} />,
    input: (ctx) => <GeoInput key={ctx.name} ctx={ctx} />,
    filter: () => null,
  },
} satisfies Record<'geo', KindUi>;
