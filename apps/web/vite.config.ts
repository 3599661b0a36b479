import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { addFriendQrPlugin } from './build/add-friend-qr-plugin.ts';
import { apiCallsPlugin } from './build/api-calls-plugin.ts';

/** Where `vite` and `vite preview` send `/api` and `/media`: the API server of `npm start` unless told otherwise. */
const API_ORIGIN = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), apiCallsPlugin(), addFriendQrPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The contracts are declarations only; unused schemas must not ride into the first-visit bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs these; one chunk compresses better than the pieces the splitter would cut.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand)[\\/]/,
            },
            {
              // The small modules the shell and most screens share (route table, storage, token, config):
              // one chunk rather than a handful of tiny ones, each with its own request and gzip overhead.
              name: 'app-core',
              test: /(packages[\\/]contracts[\\/]src[\\/](routes|route-meta|constants|storage)\.ts|apps[\\/]web[\\/]src[\\/]lib[\\/](storage|token|config|route-meta)\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
