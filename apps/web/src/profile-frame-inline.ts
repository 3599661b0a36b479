import { drawWithPageWords } from '@/lib/drawn-first-screen';
import { renderProfileFrame } from '../build/profile-frame';

// The profile tab's drawing script (decision 067), inline after the one that starts its first calls: it
// draws the member's card and details from the member's answers before any of the app's files has arrived.
drawWithPageWords(renderProfileFrame);
