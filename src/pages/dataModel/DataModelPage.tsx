/** The data-model screen (CONTRACT §2.4): `#/apps/system/schema`. */
import { Title, useTranslate } from 'react-admin';

export function DataModelPage() {
  const translate = useTranslate();
  return <Title title={translate('app.designer.title')} />;
}
