import type { Catalog } from '../../flavors/delivery-dialect.js';
import { GITHUB_VOCABULARY } from '../../flavors/github/events/vocabulary.js';
import { GITLAB_VOCABULARY } from '../../flavors/gitlab/events/vocabulary.js';
import { GITEA_VOCABULARY } from '../../flavors/gitea/events/vocabulary.js';
import type { Vocabulary } from './vocabulary.js';

/** Each catalog's simulation vocabulary (flavors/delivery-dialect.ts `catalog` picks one). */
export const VOCABULARIES: Readonly<Record<Catalog, Vocabulary>> = {
  gitea: GITEA_VOCABULARY,
  github: GITHUB_VOCABULARY,
  gitlab: GITLAB_VOCABULARY,
};
