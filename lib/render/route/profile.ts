import { NEVER_ROUTABLE } from '../openmaptiles';
import type { RoutingWay } from '../tiles';

/** How each profile may use a way, and what a metre of it costs (1 = plain; more = avoided). */
export type RouteProfile = 'walk' | 'bike' | 'drive';

const FOOT_ONLY = new Set(['footway', 'pedestrian', 'steps', 'path', 'bridleway', 'corridor', 'platform']);

/** The cost factor of a way for a profile, or undefined when the profile cannot use it. */
export function wayCost(way: Pick<RoutingWay, 'cls' | 'subclass' | 'ramp'>, profile: RouteProfile): number | undefined {
  const { cls, subclass } = way;
  if (NEVER_ROUTABLE.has(cls)) return undefined;
  switch (profile) {
    case 'walk':
      if (cls === 'motorway' || (cls === 'trunk' && way.ramp)) return undefined;
      // People on foot keep off the big roads where they can.
      return cls === 'trunk' ? 2 : cls === 'primary' ? 1.2 : 1;
    case 'bike':
      if (cls === 'motorway' || cls === 'trunk' || subclass === 'steps') return undefined;
      if (subclass === 'cycleway') return 0.8;
      return cls === 'path' && FOOT_ONLY.has(subclass) ? 2.5 : cls === 'primary' ? 1.3 : 1;
    case 'drive':
      if (cls === 'path' || cls === 'track' || FOOT_ONLY.has(subclass)) return undefined;
      return { motorway: 0.6, trunk: 0.7, primary: 0.8, secondary: 0.85, tertiary: 0.9 }[cls] ?? (cls === 'service' ? 1.5 : 1);
  }
}
