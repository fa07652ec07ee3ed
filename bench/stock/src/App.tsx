import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

export const App = () => (
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
    <Resource name="comments" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
  </Admin>
);
