import { drawFirstScreenWhenAnswered } from '@/lib/drawn-first-screen';
import { FRAME_WORDS_ATTRIBUTE } from '@/lib/start-after-picture';
import { type HomeFrameWords, renderHomeFrame } from '../build/home-frame';

// Home's second inline script (decision 067), after the one that starts its first calls: the build
// bundles this into the page's HTML with the page's words on the script, and it draws home from the
// member's answers before any of the app's files has arrived.
const words = document.currentScript?.getAttribute(FRAME_WORDS_ATTRIBUTE);
if (words) {
  const homeWords = JSON.parse(words) as HomeFrameWords;
  drawFirstScreenWhenAnswered((customer, language) => renderHomeFrame(customer, homeWords, language));
}
