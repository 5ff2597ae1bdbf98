import {
  ArgTypes,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';

/**
 * Every component's docs page: what it is for and how it behaves (its X.docs.md), its first
 * story, its props and every story. The props are the read-only ArgTypes table rather than the
 * live Controls of Storybook's own page: those controls (its JSON editor's list items outside a
 * list, its switches' low-contrast labels) fail axe, and the Canvas tab keeps them for trying
 * props out.
 */
function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      <Stories />
    </>
  );
}

export const parameters = { docs: { page: ComponentDocsPage } };
