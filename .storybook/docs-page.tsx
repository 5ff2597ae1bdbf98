import { ArgTypes, Description, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks';

/**
 * Every component's docs page: what it is for and how it behaves (its X.docs.md), its first
 * story as the example, and its props. Its other stories are one click away in the sidebar, each
 * checked on its own; rendering them all again on the page made each of CI's 95 docs-page checks
 * render a whole story file. The props are the read-only ArgTypes table rather than the live
 * Controls of Storybook's own page: those controls (its JSON editor's list items outside a list,
 * its switches' low-contrast labels) fail axe, and the Canvas tab keeps them for trying props
 * out.
 */
function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
    </>
  );
}

export const parameters = { docs: { page: ComponentDocsPage } };
