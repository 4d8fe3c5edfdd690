import type { Catalog } from '../../flavors/delivery-dialect.js';
import { GITHUB_VOCABULARY } from '../github/vocabulary.js';
import { GITLAB_VOCABULARY } from '../gitlab/vocabulary.js';
import { GITEA_VOCABULARY } from './gitea-vocabulary.js';
import type { Vocabulary } from './vocabulary.js';

/** Each catalog's simulation vocabulary (flavors/delivery-dialect.ts `catalog` picks one). */
export const VOCABULARIES: Readonly<Record<Catalog, Vocabulary>> = {
  gitea: GITEA_VOCABULARY,
  github: GITHUB_VOCABULARY,
  gitlab: GITLAB_VOCABULARY,
};
