import type { SeoSeed } from "./types.ts";

export const SEO_SEED: SeoSeed[] = [];
