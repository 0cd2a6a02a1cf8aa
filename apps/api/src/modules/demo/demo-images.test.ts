import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { processImage } from '../../infra/media';
import { DEMO_EVENTS, DEMO_POSTS } from './demo-data';
import { demoPicture, newBackgrounds } from './demo-images';
import { SUBJECTS, type DemoSubject } from './demo-subjects';

describe('demo pictures', () => {
  it('gives every demo post and event a subject of its own, and every subject is shown', () => {
    const shown = [...DEMO_POSTS, ...DEMO_EVENTS].map((item) => item.picture);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(Object.keys(SUBJECTS).sort());
  });

  it('draws each subject as a distinct 640x480 JPEG that the photo pipeline accepts', async () => {
    const backgrounds = newBackgrounds();
    const subjects = Object.keys(SUBJECTS) as DemoSubject[];
    const hashes = await Promise.all(
      subjects.map(async (subject, index) => {
        const picture = await demoPicture(subject, index, backgrounds);
        expect(await sharp(picture).metadata()).toMatchObject({
          format: 'jpeg',
          width: 640,
          height: 480,
        });
        return (await processImage(picture)).hash;
      }),
    );
    expect(new Set(hashes).size).toBe(subjects.length);
  });

  it('draws two variants of one subject differently, and one variant the same each time', async () => {
    const backgrounds = newBackgrounds();
    const [first, again, second] = await Promise.all([
      demoPicture('sofa', 0, backgrounds),
      demoPicture('sofa', 0, backgrounds),
      demoPicture('sofa', 1, backgrounds),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(second)).toBe(false);
  });
});
