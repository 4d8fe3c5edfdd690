import * as z from 'zod/mini';
import { gitlabSettingsSchema } from './gitlab/settings-schema.js';

/**
 * The registry's part of a scenario hook: each product's own settings section (`hooks[].<key>`,
 * docs/reference/scenario-format.md), spread into the hook's schema (scenario/schema.ts), which
 * names no product. A product whose hooks have settings of their own adds its key here; its
 * flavor reads and writes them through `Flavor.hookSettings`.
 */
export const hookSettingsShape = () => ({
  gitlab: z.optional(gitlabSettingsSchema()),
});
