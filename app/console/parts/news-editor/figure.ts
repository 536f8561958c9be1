/**
 * A picture with its caption (`<figure><img><figcaption>…</figcaption></figure>`), as older posts
 * have them and the public page shows them (a small centred line under the picture): kept as
 * they are when such a post is opened and saved in the editor, instead of the caption becoming a
 * paragraph of its own. The caption's text can be changed in place.
 */
import { Node } from '@tiptap/core';

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  marks: 'bold italic link',
  defining: true,
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', HTMLAttributes, 0],
});

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  defining: true,
  isolating: true,
  // (before the image's own rule: the <img> inside is read as the figure's picture)
  priority: 110,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', HTMLAttributes, 0],
});
