import { describe, expect, it } from 'vitest';
import { sectionAtLine } from './use-active-section';

describe('sectionAtLine', () => {
  // A 1000 px viewport: the reading line is at 350 px.
  const boxes: Record<string, { top: number; bottom: number }> = {
    pricing: { top: -900, bottom: 100 },
    about: { top: 100, bottom: 700 },
    testimonials: { top: 700, bottom: 1500 },
  };
  const boxOf = (id: string) => boxes[id] ?? null;

  it('picks the section crossing the reading line', () => {
    expect(sectionAtLine(['pricing', 'about', 'testimonials'], boxOf, 1000)).toBe('about');
  });

  it('gives nothing when the line falls between the listed sections or they are absent', () => {
    expect(sectionAtLine(['pricing', 'testimonials'], boxOf, 1000)).toBeNull();
    expect(sectionAtLine(['contact'], boxOf, 1000)).toBeNull();
  });

  it('counts a section from its top edge to just before its bottom edge', () => {
    expect(sectionAtLine(['a'], () => ({ top: 350, bottom: 400 }), 1000)).toBe('a');
    expect(sectionAtLine(['a'], () => ({ top: 0, bottom: 350 }), 1000)).toBeNull();
  });
});
