import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

/** One list with two text columns, and nothing else: the least a react-admin list screen loads. */
const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
    </Datagrid>
  </List>
);

export const App = () => (
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="posts" list={PostList} />
  </Admin>
);
