import { drawWithPageWords } from '@/lib/drawn-first-screen';
import { renderCollectFrame } from '../build/collect-frame';

// The collect tab's drawing script (decision 067), inline after the one that starts its first calls: it
// draws the hub from the member's answers before any of the app's files has arrived.
drawWithPageWords(renderCollectFrame);
