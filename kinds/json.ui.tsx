/** A JSON value on a record's page, indented; not typed in forms, not a filter. */
import { FunctionField } from 'react-admin';
import { label } from './ui-parts';
import type { KindUi } from './types';

export const JSON_UI = {
  json: {
    field: (ctx) => (
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
