import { describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS, planName } from './index';

describe('planName', () => {
  it("is each plan's own name, and an unknown id as it is", () => {
    for (const id of PLAN_IDS) expect(planName(id)).toBe(PLANS[id].name);
    expect(planName('single')).toBe('Single Render');
    expect(planName('legacy')).toBe('legacy');
  });
});
