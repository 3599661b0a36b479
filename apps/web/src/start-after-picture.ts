import { startAfterPicture } from '@/lib/start-after-picture';

// The landing's entry (decision 034): the app's own entry, main.tsx, once the page's picture is painted.
void startAfterPicture(document, (entry) => import(/* @vite-ignore */ entry));
