import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { addFriendQrPlugin } from './build/add-friend-qr-plugin.ts';
import { apiCallsPlugin } from './build/api-calls-plugin.ts';

export default defineProject({
  plugins: [react(), apiCallsPlugin(), addFriendQrPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
