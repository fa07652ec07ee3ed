/** The data-model screen (#/apps/system/schema, src/pages/dataModel): declaring resources while the product runs. */
export default {
  title: 'Data model',
};
