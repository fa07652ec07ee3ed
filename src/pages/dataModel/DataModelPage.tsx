/**
 * The data-model screen (CONTRACT §2.4): `#/apps/system/schema` lists every resource
 * (ResourceListPanel.tsx), `#/apps/system/schema/<name>` edits one (SchemaEditor.tsx).
 */
import { useEffect } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useRefreshPrivileges } from '../../layout/FreshPrivileges';
import { ResourceListPanel } from './ResourceListPanel';
import { SchemaEditor } from './SchemaEditor';

function EditorRoute() {
  const { name = '' } = useParams();
  // a new resource is a new editor (its own draft and tabs)
  return <SchemaEditor key={name} name={name} />;
}

export function DataModelPage() {
  const refreshPrivileges = useRefreshPrivileges();
  // the declarations in force as the screen opens (another admin may have published since): names and reference targets read from them
  useEffect(() => {
    void refreshPrivileges();
  }, [refreshPrivileges]);
  return (
    <Routes>
      <Route index element={<ResourceListPanel />} />
      <Route path=":name" element={<EditorRoute />} />
    </Routes>
  );
}
