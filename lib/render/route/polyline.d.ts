// @mapbox/polyline ships no types. It is CommonJS (`module.exports = polyline`), so under Node's ESM loader
// only the default import works: named imports would be undefined at run time even though they type-check.
declare module '@mapbox/polyline' {
  interface Polyline {
    /** [latitude, longitude] pairs: the reverse of GeoJSON's order. */
    decode(str: string, precision?: number): [number, number][];
    /** Takes [latitude, longitude] pairs. */
    encode(coordinates: [number, number][], precision?: number): string;
  }
  const polyline: Polyline;
  export default polyline;
}
