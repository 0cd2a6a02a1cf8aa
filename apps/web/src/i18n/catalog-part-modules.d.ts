// The parts of a catalog that vite.config.ts serves (see catalog-parts.ts).
declare module '*.json?shell' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?labels' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?feed' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?post' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?pages' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?account' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?map' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module '*.json?saveSearch' {
  const texts: Record<string, unknown>;
  export default texts;
}
