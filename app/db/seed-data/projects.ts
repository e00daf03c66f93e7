import type { ProjectSeed } from "./types.ts";

export const PROJECT_SEED: ProjectSeed[] = [];
