import { expectPicture } from './support/picture';
import {
  BRANDS,
  openStory,
  storiesFromIndex,
  storyTest as test,
  switchStory,
} from './support/storybook';

// Every story of @carrello/ui, on a phone and on a desktop, in the default theme and in the
// re-skinned "Bottega" brand: 4 pictures a story, each compared with its reviewed baseline.
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const story of storiesFromIndex()) {
  test.describe(`${story.title} › ${story.name}`, () => {
    for (const brand of BRANDS) {
      for (const [device, viewport] of Object.entries(WIDTHS)) {
        test(`${brand}, ${device} (${viewport.width} px)`, async ({ page }) => {
          await page.setViewportSize(viewport);
          // A story tagged `forced-colors` shows the Windows High Contrast look.
          await page.emulateMedia({
            forcedColors: story.tags.includes('forced-colors') ? 'active' : 'none',
          });
          // A story tagged `fresh-tab` (a component with module state, such as code loaded once
          // per page) is opened in a newly loaded tab; the others switch in the worker's tab.
          if (story.tags.includes('fresh-tab')) await openStory(page, story.id, brand);
          else await switchStory(page, story.id, brand);
          await expectPicture(page, `${story.id}--${brand}--${viewport.width}.png`, {
            fullPage: true,
          });
        });
      }
    }
  });
}
