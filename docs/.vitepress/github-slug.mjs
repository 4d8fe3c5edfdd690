// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes (the rule
// scripts/check-jsdoc.mjs applies to `@see page.md#anchor`).
export const githubSlug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
