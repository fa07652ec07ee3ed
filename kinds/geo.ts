/** A point on the map: `{lng, lat}` in degrees, nothing else. */
import type { KindCore } from './types';

export interface GeoPoint {
  lng: number;
  lat: number;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A point as people read it, wherever the app shows one (a list, a record's page, an export, the map): latitude, longitude, five decimals (about a metre). */
export function geoText(v: unknown): string {
  const g = (v ?? {}) as Partial<GeoPoint>;
  return typeof g.lng === 'number' && typeof g.lat === 'number' ? `${g.lat.toFixed(5)}, ${g.lng.toFixed(5)}` : '';
}

export const GEO = {
  geo: {
    check: (_field, v) => {
      if (!isPlainObject(v)) return 'app.validation.geo';
      const { lng, lat } = v;
      if (typeof lng !== 'number' || typeof lat !== 'number' || Math.abs(lng) > 180 || Math.abs(lat) > 90) return 'app.validation.geo';
      return Object.keys(v).every((k) => k === 'lng' || k === 'lat') ? undefined : 'app.validation.geo';
    },
    jsonSchema: () => ({
      type: 'object',
      properties: { lng: { type: 'number', minimum: -180, maximum: 180 }, lat: { type: 'number', minimum: -90, maximum: 90 } },
      required: ['lng', 'lat'],
      additionalProperties: false,
    }),
    // a point on a map: on the record's page and in forms, not a list column
    defaults: { views: ['show', 'create', 'edit'] },
    options: [],
    sortable: false,
  },
} satisfies Record<'geo', KindCore>;
