import { drawWithPageWords } from '@/lib/drawn-first-screen';
import { renderHomeFrame } from '../build/home-frame';

// Home's drawing script (decision 067), inline after the one that starts its first calls: it draws home
// from the member's answers before any of the app's files has arrived.
drawWithPageWords(renderHomeFrame);
