import { useApplicationConfig } from '@carrello/hooks';
import { NewsBanner as NewsBannerWidget } from '@carrello/ui';

/**
 * docs/requirements/app-shell.md: the dismissible news banner of the header category block (hidden for a day once
 * closed, per block, by the ui widget).
 */
export function NewsBanner() {
  // docs/requirements/errors.md: an application config that fails to load is ignored.
  const { data: config } = useApplicationConfig();
  const block = config?.categoryBlocks.find((candidate) =>
    /header|news|banner/i.test(candidate.templateBlock.codInt),
  );
  const proposal = block?.proposals[0];
  if (!block || !proposal) return null;
  return <NewsBannerWidget blockId={block.categoryBlockId}>{proposal.name}</NewsBannerWidget>;
}
