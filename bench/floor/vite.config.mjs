// Builds the floor app (bench/floor) with the project's installed packages; `npm run bench` sets outDir.
import { URL, fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', chunkSizeWarningLimit: 5000 },
});
