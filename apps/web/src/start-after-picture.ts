import { startAfterPicture } from '@/lib/start-after-picture';

// The entry of the pages that paint themselves (decisions 034, 036): the app's own entry, main.tsx, once
// the page's picture is painted.
void startAfterPicture(document, (entry) => import(/* @vite-ignore */ entry));
