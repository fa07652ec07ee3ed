/** A JSON value on a record's page, indented — or, holding a write's changes (`changes`: the audit log's), a table of them in words; not typed in forms, not a filter. */
import { FunctionField } from 'react-admin';
import { AuditChanges } from '../src/schema/record/AuditChanges';
import { label } from './ui-parts';
import type { KindUi } from './types';

export const JSON_UI = {
  json: {
    field: (ctx) =>
      ctx.field.kind === 'json' && ctx.field.changes ? (
        <AuditChanges key={ctx.name} source={ctx.name} label="app.audit.changes" changes={ctx.field.changes} def={ctx.def} registry={ctx.registry} />
      ) : (
        <FunctionField
          key={ctx.name}
          source={ctx.name}
          label={label(ctx)}
          render={(r) =>
            r?.[ctx.name] === undefined ? (
              ''
            ) : (
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(r[ctx.name], null, 2)}</pre>
            )
          }
        />
      ),
    input: () => null,
    filter: () => null,
  },
} satisfies Record<'json', KindUi>;
