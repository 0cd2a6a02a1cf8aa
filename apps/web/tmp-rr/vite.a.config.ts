import { defineConfig } from 'vite';
export default defineConfig({ oxc: { jsx: { runtime: 'automatic', importSource: 'react' } }, build: { outDir: 'out-a', target: 'es2022', rolldownOptions: { input: 'a.tsx' } } });
