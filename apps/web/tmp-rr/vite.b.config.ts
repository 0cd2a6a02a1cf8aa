import { defineConfig } from 'vite';
export default defineConfig({ oxc: { jsx: { runtime: 'automatic', importSource: 'react' } }, build: { outDir: 'out-b', target: 'es2022', rolldownOptions: { input: 'b.tsx' } } });
