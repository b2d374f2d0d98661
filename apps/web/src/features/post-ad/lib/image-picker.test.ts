import { describe, expect, it } from 'vitest';
import { planPick } from './image-picker';

const jpg = (name: string, size = 1000) => ({ name, size, type: 'image/jpeg' });
const MB = 1024 * 1024;

describe('picker rules', () => {
  it('keeps every image when there is room', () => {
    expect(planPick([jpg('a.jpg'), jpg('b.jpg')], 3)).toEqual({
      accepted: [jpg('a.jpg'), jpg('b.jpg')],
      tooLarge: [],
      notImages: [],
      truncatedTo: null,
      isFull: false,
    });
  });

  it('keeps only the first ones that fit and says how many', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => jpg(`${i}.jpg`));
    const plan = planPick(eleven, 0);
    expect(plan.truncatedTo).toBe(10);
    expect(plan.accepted.map((f) => f.name)).toEqual(eleven.slice(0, 10).map((f) => f.name));
    expect(planPick([jpg('a.jpg'), jpg('b.jpg'), jpg('c.jpg')], 8)).toMatchObject({
      truncatedTo: 2,
      accepted: [jpg('a.jpg'), jpg('b.jpg')],
    });
  });

  it('adds nothing when the ad already has 10', () => {
    expect(planPick([jpg('a.jpg')], 10)).toMatchObject({ accepted: [], isFull: true, truncatedTo: null });
  });

  it('names files over 50 MB and still takes the others; exactly 50 MB is allowed', () => {
    const plan = planPick([jpg('huge.jpg', 51 * MB), jpg('ok.jpg', 52_428_800), jpg('big.png', 60 * MB)], 0);
    expect(plan.tooLarge).toEqual(['huge.jpg', 'big.png']);
    expect(plan.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
  });

  it('refuses files that are not images but takes HEIC photos with no type', () => {
    const plan = planPick(
      [
        { name: 'notes.pdf', size: 10, type: 'application/pdf' },
        { name: 'IMG_1.HEIC', size: 10, type: '' },
      ],
      0,
    );
    expect(plan.notImages).toEqual(['notes.pdf']);
    expect(plan.accepted.map((f) => f.name)).toEqual(['IMG_1.HEIC']);
  });

  it('does not call the ad full when nothing valid was picked', () => {
    expect(planPick([jpg('huge.jpg', 51 * MB)], 10)).toMatchObject({ isFull: false, tooLarge: ['huge.jpg'] });
  });
});
